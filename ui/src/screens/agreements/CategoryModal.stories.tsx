import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_CATEGORY_FORM } from '@licita/domain';
import { CategoryModal } from './CategoryModal';

const meta: Meta<typeof CategoryModal> = {
  title: 'Diálogos/Convenios/Añadir categoría',
  component: CategoryModal,
  args: { open: true, onSave: () => undefined, onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof CategoryModal>;

export const Add: Story = { name: 'Añadir', args: { initial: null }, parameters: { expectText: 'Añadir categoría' } };

export const SmiWarning: Story = {
  name: 'Editar, salario bajo el SMI',
  args: {
    initial: {
      ...EMPTY_CATEGORY_FORM,
      categoryName: 'Aspirante Administrativo',
      netSalary: '15000',
      annualBaseSalary: '11956,95',
      seniorityOpen: true,
      fixedSeniorityBonus: '300',
      fixedSeniorityBonusPeriod: '3',
      plusNocturnalStartTime: '22:00',
      plusNocturnalEndTime: '06:00',
      plusNocturnalValue: '1,72',
      extraBonuses: [{ day: 'saturday', unit: 'day', value: '10' }],
    },
  },
  parameters: { expectText: '¡Ojo! Has introducido un salario inferior al SMI.' },
};

export const NonContributory: Story = {
  name: 'Editar, un plus que no cotiza a la Seguridad Social',
  args: {
    initial: {
      ...EMPTY_CATEGORY_FORM,
      categoryName: 'Limpiador/a',
      netSalary: '17785,95',
      annualBaseSalary: '14478,10',
      holidayHour: '2,50',
      extraBonuses: [{ day: 'monday', unit: 'day', value: '3,20', nonContributory: true }],
    },
  },
  parameters: { expectText: 'Festivos: no cotiza a la Seguridad Social' },
};
