import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoWorkers } from '@licita/application/fakes';
import type { SolutionEmployee } from '@licita/domain';
import { StaffTable } from './StaffCard';

const meta: Meta<typeof StaffTable> = {
  title: 'Simulación/Plantilla',
  component: StaffTable,
  decorators: [(Story) => <div className="max-w-5xl bg-white p-6">{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof StaffTable>;

/** A big tender's Plantilla: the demo's workers repeated to 3,000, each with its own name and center. */
const many = (n: number): SolutionEmployee[] => {
  const base = demoWorkers();
  return Array.from({ length: n }, (_, i) => {
    const w = base[i % base.length]!;
    return { ...w, id: `${w.id}-${i}`, name: `${w.name} ${i + 1}`, centers: [`Centro ${(i % 250) + 1}`] };
  });
};

export const Few: Story = {
  name: 'Pocos trabajadores',
  args: { workers: demoWorkers() },
  parameters: { expectText: 'Nuevas contrataciones' },
};

export const Thousands: Story = {
  name: '3.000 trabajadores, por páginas',
  args: { workers: many(3000) },
  parameters: { expectText: '1–50 de ' },
};
