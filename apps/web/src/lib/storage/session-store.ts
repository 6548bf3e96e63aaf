/**
 * Where the signed-in session lives. Sign-in arrives in a later issue; until then there
 * is no session, and every getter answers null so the api client sends no credentials.
 */
export interface SelectedOrganisation {
  id: string;
  name: string;
}

export const sessionStore = {
  getAccessToken(): string | null {
    return null;
  },
  getIdToken(): string | null {
    return null;
  },
  getSelectedOrganisation(): SelectedOrganisation | null {
    return null;
  },
  getImpersonationToken(): string | null {
    return null;
  },
};
