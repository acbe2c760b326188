export const DEFAULT_CHROMIUM: string;
export const INSTALL_COMMAND: string;
export type ChromiumPlan = { action: 'use' | 'install'; path: string } | { action: 'stop'; message: string };
export function chromiumPlan(options?: {
  env?: Record<string, string | undefined>;
  isExecutable?: (path: string) => boolean;
  canInstall?: () => boolean;
}): ChromiumPlan;
export function canInstallPackages(): boolean;
export function ensureChromium(): string | null;
