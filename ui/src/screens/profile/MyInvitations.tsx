import { useEffect, useState } from 'react';
import { TOKENS } from '@licita/application';
import { INVITATION_MESSAGES, type MyInvitation } from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';

export interface MyInvitationsListProps {
  invitations: MyInvitation[];
  /** The invitation being answered (its buttons wait). */
  busy?: string | null;
  onAnswer(invitation: MyInvitation, accept: boolean): void;
}

/** 'Invitaciones pendientes': each workspace an administrator invited this account to, to accept or decline. */
export function MyInvitationsList({ invitations, busy = null, onAnswer }: MyInvitationsListProps) {
  if (invitations.length === 0) return null;
  return (
    <section aria-label="Invitaciones pendientes" className="space-y-3 rounded-xl bg-white p-6 shadow-xs ring-1 ring-slate-200">
      <h2 className="text-base font-semibold text-slate-900">Invitaciones pendientes</h2>
      <p className="text-sm text-slate-600">No formarás parte de estos espacios de trabajo hasta que aceptes la invitación.</p>
      <ul className="divide-y divide-slate-100">
        {invitations.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span className="text-sm text-slate-800">{INVITATION_MESSAGES.myInvitationLine(i)}</span>
            <span className="flex gap-2">
              <Button variant="secondary" disabled={busy === i.id} onClick={() => onAnswer(i, false)}>
                Rechazar
              </Button>
              <Button loading={busy === i.id} disabled={busy === i.id} onClick={() => onAnswer(i, true)}>
                Aceptar
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The profile page's pending invitations, loaded once and answered one by one. */
export function MyInvitations() {
  const editor = useService(TOKENS.ProfileEditor);
  const [invitations, setInvitations] = useState<MyInvitation[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    const sub = editor.invitations().subscribe({ next: setInvitations, error: () => setInvitations([]) });
    return () => sub.unsubscribe();
  }, [editor]);
  const answer = (invitation: MyInvitation, accept: boolean) => {
    setBusy(invitation.id);
    editor.answerInvitation(invitation, accept).subscribe({
      complete: () => {
        setInvitations((list) => list.filter((i) => i.id !== invitation.id));
        setBusy(null);
      },
      error: () => setBusy(null),
    });
  };
  return <MyInvitationsList invitations={invitations} busy={busy} onAnswer={answer} />;
}
