/** How a person's name is shown everywhere: given name, then family name. */
export function fullName(person: { givenName: string; familyName: string }): string {
  return `${person.givenName} ${person.familyName}`;
}
