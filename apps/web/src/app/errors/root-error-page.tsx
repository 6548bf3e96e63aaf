import { Container } from '@mantine/core';
import { MAIN_CONTENT_ID } from '../shell/skip-link';
import { RouteErrorPage } from './route-error-page';

/** When a layout itself fails there is no shell around the error, so this brings its own landmark. */
export function RootErrorPage() {
  return (
    <Container component="main" id={MAIN_CONTENT_ID} size="md" py="xl">
      <RouteErrorPage />
    </Container>
  );
}
