import {
  MODAL_NAME_REQUIRED,
  isModalName,
  unknownModalMessage,
  type ModalName,
  type ModalVariant,
} from '@harvest/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What a registered modal component receives: the props it was opened with, and how to close it. */
export interface ModalComponentProps<P = Record<string, unknown>> {
  /** Undefined when opened by address alone (a link with `?action=`), so no props came with it. */
  props: P | undefined;
  close: () => void;
}

type ModalLoader = () => Promise<{ default: ComponentType<ModalComponentProps> }>;

export interface ModalRegistration {
  variant: ModalVariant;
  /**
   * Loads the component the host renders. Without one, the modal's page renders it (it
   * depends on what that page has chosen, such as the business unit being edited) and the
   * registry only knows its name and shape.
   */
  load?: ModalLoader;
  /** The host shows nothing for it, and closes it, when it was opened without props. */
  needsProps?: boolean;
  /**
   * Page-rendered, and only some pages or layouts show it (a list's filters, the phone's menu): where nothing has
   * taken it up (`useModal`), the host closes it rather than lock the page behind nothing.
   */
  onlyWhereShown?: boolean;
}

export interface RegisteredModal {
  name: ModalName;
  variant: ModalVariant;
  component: LazyExoticComponent<ComponentType<ModalComponentProps>> | null;
  needsProps: boolean;
  onlyWhereShown: boolean;
}

const registry = new Map<ModalName, RegisteredModal>();

/** Adds modals to the registry; the app registers its features' modals once at start. */
export function registerModals(entries: Partial<Record<ModalName, ModalRegistration>>): void {
  for (const [name, entry] of Object.entries(entries) as [ModalName, ModalRegistration][]) {
    registry.set(name, {
      name,
      variant: entry.variant,
      component: entry.load ? lazy(entry.load) : null,
      needsProps: entry.needsProps ?? false,
      onlyWhereShown: entry.onlyWhereShown ?? false,
    });
  }
}

/** The names registered so far: the app registers every name the spec gives (app/modal-registry.test.ts). */
export function registeredModalNames(): ModalName[] {
  return [...registry.keys()];
}

/**
 * The registration of `name`. Every spec name is known (centred and page-rendered unless
 * registered otherwise); any other name is an error that names it.
 */
export function modalRegistration(name: string | undefined): RegisteredModal {
  if (!name) throw new Error(MODAL_NAME_REQUIRED);
  if (!isModalName(name)) throw new Error(unknownModalMessage(name));
  return registry.get(name) ?? { name, variant: 'centred', component: null, needsProps: false, onlyWhereShown: false };
}

// The modals the shared interface provides itself; features' modals are registered by the app.
registerModals({
  confirm: { variant: 'centred', load: () => import('./confirm-dialog'), needsProps: true },
});
