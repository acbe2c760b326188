import type { Meta, StoryObj } from '@storybook/react-vite';
import { PdfUploadDialog } from './PdfUploadDialog';

const meta: Meta<typeof PdfUploadDialog> = {
  title: 'Diálogos/Convenios/Cargar convenio',
  component: PdfUploadDialog,
  args: { open: true, agreementId: 'agr-avila', onClose: () => undefined },
  parameters: { app: { loggedIn: true } },
};
export default meta;
type Story = StoryObj<typeof PdfUploadDialog>;

export const Open: Story = { name: 'Zona para soltar el PDF', parameters: { expectText: 'arrastrar el convenio' } };
