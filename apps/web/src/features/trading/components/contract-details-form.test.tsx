import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, fakeFile, installFakeXhr, sentUpload, uploadedFile } from '../../../test/fake-xhr';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { ContractDetailsForm } from './contract-details-form';

beforeEach(() => {
  installFakeXhr();
  signInAs(makeProfile({ userTypes: ['buyer'] }));
});
afterEach(() => vi.unstubAllGlobals());

const uploadZone = () => {
  renderRoute(<ContractDetailsForm bidId="44444444-4444-4444-8444-444444444444" />);
  const region = screen.getByRole('region', { name: 'Contract file' });
  return { region, button: within(region).getByRole('button', { name: 'Upload the contract' }) };
};
const drop = (target: HTMLElement, name: string) =>
  fireEvent.drop(target, { dataTransfer: { files: [fakeFile(name, 10)], types: ['Files'] } });

describe('the buyer’s contract for a trade (trading §4, §8)', () => {
  it('says the spec’s message, once, when the contract file cannot be uploaded, with a retry', async () => {
    const { region, button } = uploadZone();
    drop(button, 'contract.pdf');
    act(() => FakeXhr.sent[0]!.reply(500, { status: 500, message: 'Something went wrong', data: null }));
    const alert = await within(region).findByRole('alert');
    expect(screen.getAllByText('There was an error uploading contract or loads')).toHaveLength(1);
    expect(within(alert).queryByText('Upload failed. Please try again.')).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the file it attached when the upload succeeds', async () => {
    const { button } = uploadZone();
    drop(button, 'contract.pdf');
    const xhr = await sentUpload();
    expect(xhr.body?.get('type')).toBe('trade-contract');
    act(() => xhr.reply(201, { status: 201, message: 'Created', data: [uploadedFile({ name: 'contract.pdf' })] }));
    expect((await screen.findByRole('status')).textContent).toBe('Attached: contract.pdf');
    expect(screen.queryByText('There was an error uploading contract or loads')).toBeNull();
  });
});
