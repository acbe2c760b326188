/**
 * The company's data before the first justification download (the PDF's cover names the bidder): `guard(download)`
 * reads the workspace's data and downloads at once when the company name is there; otherwise it opens `dialog`
 * ('Datos del licitador'), which saves the data and then downloads, or, for a user who may not edit them, says who
 * can and lets them download anyway. Once settled on the page it does not ask again.
 */
import { useState, type ReactNode } from 'react';
import { TOKENS } from '@licita/application';
import { useService, useSession } from '../../app/container';
import { BidderDialog } from './BidderDialog';

export function useBidderFirst(workspaceId: string): {
  guard(download: () => void, onChecking?: (checking: boolean) => void): void;
  dialog: ReactNode;
} {
  const { manageUsers, workspace } = useSession();
  const bidder = useService(TOKENS.BidderDetails);
  const [pending, setPending] = useState<(() => void) | null>(null);
  // the company's data was found filled (or the user chose to download without it): no need to ask again
  const [settled, setSettled] = useState(false);
  const guard = (download: () => void, onChecking?: (checking: boolean) => void) => {
    if (settled) return download();
    onChecking?.(true);
    bidder.load(workspaceId).subscribe({
      next: (b) => {
        onChecking?.(false);
        if (b.company_name) {
          setSettled(true);
          download();
        } else setPending(() => download);
      },
      // the workspace could not be read: the download goes on (the cover says where the data is filled)
      error: () => {
        onChecking?.(false);
        download();
      },
    });
  };
  const dialog = (
    <BidderDialog
      open={pending !== null}
      workspaceId={workspaceId}
      workspaceName={workspace?.name ?? ''}
      canEdit={manageUsers && workspace?.id === workspaceId}
      onDownload={() => {
        setSettled(true);
        pending?.();
      }}
      onClose={() => setPending(null)}
    />
  );
  return { guard, dialog };
}
