import { FILE_SIZE_MAX_BYTES, FILES_PER_UPLOAD_MAX, messages } from '@harvest/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, fakeFile, installFakeXhr, sentUpload, uploadedFile } from '../../test/fake-xhr';
import { renderRoute } from '../../test/render-route';
import { ids, makeProfile, signInAs } from '../../test/session-fixtures';
import { FileUpload, type FileUploadProps } from './file-upload';

beforeEach(() => {
  installFakeXhr();
  signInAs(makeProfile());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const fields = { bucket: 'images', type: 'logo', organisationId: ids.farm } as const;
const created = (data: unknown[]) => ({ status: 201, message: 'Created', data });

function renderControl(props: Partial<FileUploadProps> = {}) {
  renderRoute(<FileUpload label="Logo" buttonLabel="Upload logo" fields={fields} {...props} />);
  const region = screen.getByRole('region', { name: 'Logo' });
  const button = within(region).getByRole('button', { name: 'Upload logo' });
  const input = region.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { region, button, input };
}

const drop = (target: HTMLElement, files: File[]) =>
  fireEvent.drop(target, { dataTransfer: { files, types: ['Files'] } });

describe('FileUpload', () => {
  it('is a named region whose button opens the file chooser, filtered by the bucket, with the limits as its description', () => {
    const { button, input } = renderControl();
    const click = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(button);
    expect(click).toHaveBeenCalledOnce();
    expect(input.accept).toBe('image/png,image/jpeg,image/webp,image/gif');
    expect(input.multiple).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'One file, up to 10 MB.',
    );
  });

  it('uploads a dropped file, shows its progress as a progressbar, and lists it when done', async () => {
    const onUploaded = vi.fn();
    const { region, button } = renderControl({ onUploaded });
    drop(button, [fakeFile('logo.png', 4000)]);

    const xhr = await sentUpload();
    expect(xhr.body?.get('type')).toBe('logo');
    expect((xhr.body?.get('file') as File).name).toBe('logo.png');
    expect(button).toHaveProperty('disabled', true);

    act(() => xhr.progress(1000, 4000));
    const bar = within(region).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(region).getByText('Uploading… 25%')).toBeTruthy();

    act(() => xhr.reply(201, created([uploadedFile({ name: 'logo.png' })])));
    const list = await within(region).findByRole('list', { name: 'Uploaded files' });
    expect(within(list).getByText('logo.png')).toBeTruthy();
    expect(within(region).queryByRole('progressbar')).toBeNull();
    expect(onUploaded).toHaveBeenCalledWith([expect.objectContaining({ name: 'logo.png' })]);
  });

  it('uploads what the chooser gives', async () => {
    const { input } = renderControl();
    fireEvent.change(input, { target: { files: [fakeFile('logo.png', 10)] } });
    expect((await sentUpload()).body?.getAll('file')).toHaveLength(1);
  });

  it('refuses a file over 10 MB before sending anything, with uploadFailedTryAgain and the reason', () => {
    const { region, button } = renderControl();
    drop(button, [fakeFile('huge.png', FILE_SIZE_MAX_BYTES + 1)]);

    const alert = within(region).getByRole('alert');
    expect(within(alert).getByText('Upload failed. Please try again.')).toBeTruthy();
    expect(alert.textContent).toContain(`huge.png is too large. ${messages.validation.fileTooLarge}`);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(FakeXhr.sent).toHaveLength(0);

    // 10 MB exactly is allowed.
    drop(button, [fakeFile('fits.png', FILE_SIZE_MAX_BYTES)]);
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it(`refuses more than ${FILES_PER_UPLOAD_MAX} files at a time, and more than one where one is wanted`, () => {
    const many = Array.from({ length: FILES_PER_UPLOAD_MAX + 1 }, (_, index) => fakeFile(`${index}.pdf`, 10));
    const { region, button } = renderControl({ multiple: true, fields: { bucket: 'files', type: 'weighbridge' } });
    drop(button, many);
    expect(within(region).getByRole('alert').textContent).toContain(
      `You can upload up to ${FILES_PER_UPLOAD_MAX} files at once`,
    );
    expect(FakeXhr.sent).toHaveLength(0);
    drop(button, many.slice(0, FILES_PER_UPLOAD_MAX));
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('refuses two files for a single-file control', () => {
    const { region, button } = renderControl();
    drop(button, [fakeFile('a.png', 1), fakeFile('b.png', 1)]);
    expect(within(region).getByRole('alert').textContent).toContain('Please choose one file.');
  });

  it('shows the server’s reason with a Retry after a failure, and Retry sends it again', async () => {
    const { region, button } = renderControl();
    drop(button, [fakeFile('logo.png', 10)]);
    act(() => FakeXhr.sent[0]!.fail());

    const alert = await within(region).findByRole('alert');
    expect(within(alert).getByText('Upload failed. Please try again.')).toBeTruthy();
    expect(within(alert).getByText(messages.errors.noInternet)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    const again = await sentUpload(1);
    expect(within(region).queryByRole('alert')).toBeNull();
    act(() => again.reply(201, created([uploadedFile()])));
    expect(await within(region).findByRole('list', { name: 'Uploaded files' })).toBeTruthy();
  });

  it('offers Cancel while sending, which stops the upload and leaves no error', async () => {
    const { region, button } = renderControl();
    drop(button, [fakeFile('logo.png', 10)]);
    const xhr = await sentUpload();
    fireEvent.click(within(region).getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(within(region).queryByRole('progressbar')).toBeNull();
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(button).toHaveProperty('disabled', false);
  });

  it('keeps a file dropped beside the zone from replacing the page, and sends nothing', () => {
    renderControl();
    const dropped = fireEvent.drop(document.body, {
      dataTransfer: { files: [fakeFile('logo.png', 10)], types: ['Files'] },
    });
    expect(dropped).toBe(false); // default prevented: the browser does not open the file
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('ignores drops when disabled', () => {
    const { button } = renderControl({ disabled: true });
    drop(button, [fakeFile('logo.png', 10)]);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  describe('on a phone, where a photo is what is wanted (issue 20)', () => {
    /** A touch screen: `(pointer: coarse)` matches. */
    function onTouchScreen(touch: boolean) {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: touch && query === '(pointer: coarse)',
            media: query,
            onchange: null,
            addListener: vi.fn(),
            removeListener: vi.fn(),
            addEventListener: vi.fn(),
            removeEventListener: vi.fn(),
            dispatchEvent: vi.fn(() => false),
          }) as MediaQueryList,
      );
    }
    afterEach(() => vi.restoreAllMocks());

    const ticket = { bucket: 'files', type: 'weighbridge' } as const;

    it("offers 'Take a photo' beside choosing a file, opening the back camera for the bucket's image types", async () => {
      onTouchScreen(true);
      renderRoute(
        <FileUpload label="Weighbridge ticket" buttonLabel="Choose a file" fields={ticket} photo="environment" />,
      );
      const region = screen.getByRole('region', { name: 'Weighbridge ticket' });
      const takePhoto = within(region).getByRole('button', { name: 'Take a photo' });
      expect(within(region).getByRole('button', { name: 'Choose a file' })).toBeTruthy();
      const camera = within(region).getByTestId('camera-input') as HTMLInputElement;
      expect(camera.getAttribute('capture')).toBe('environment');
      expect(camera.accept).toBe('image/png,image/jpeg,image/webp,image/gif');
      const click = vi.spyOn(camera, 'click').mockImplementation(() => undefined);
      fireEvent.click(takePhoto);
      expect(click).toHaveBeenCalledOnce();

      // The photo taken is uploaded like a chosen file.
      fireEvent.change(camera, { target: { files: [fakeFile('photo.jpg', 3000)] } });
      const xhr = await sentUpload();
      expect(xhr.body?.get('type')).toBe('weighbridge');
      expect((xhr.body?.get('file') as File).name).toBe('photo.jpg');
    });

    it('offers no camera on a desktop, nor where a photo is not what is wanted', () => {
      onTouchScreen(false);
      const { unmount } = renderRoute(
        <FileUpload label="Weighbridge ticket" buttonLabel="Choose a file" fields={ticket} photo="environment" />,
      );
      expect(screen.queryByRole('button', { name: 'Take a photo' })).toBeNull();
      unmount();

      onTouchScreen(true);
      renderRoute(<FileUpload label="Contract" buttonLabel="Choose a file" fields={ticket} />);
      expect(screen.queryByRole('button', { name: 'Take a photo' })).toBeNull();
    });
  });
});
