import { amendmentWindowClosedMessage, messages, type JobView } from '@harvest/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobFixture } from '../../../test/logistics-fixtures';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { JobForm } from './job-form';
import { jobFormReroutes, jobFormValues, jobUpdateBody } from './job-form-rules';

// The map and the address search are their own parts; the form's rules are what is tested here.
vi.mock('./job-route', () => ({ JobRoute: () => null }));
vi.mock('../../../ui/address-picker/address-search', () => ({ AddressSearch: () => null }));

const HOUR = 3_600_000;

beforeEach(() => signInAs(makeProfile()));
afterEach(() => vi.restoreAllMocks());

function renderForm(job: JobView) {
  const onSubmit = vi.fn();
  renderRoute(
    <JobForm
      job={job}
      submitLabel="Save changes"
      pending={false}
      failure={null}
      failureTitle="Failed"
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return onSubmit;
}

const price = () => screen.getByRole('textbox', { name: 'Agreed price (£)' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('the job form rules (issue 22, §9 re-routes)', () => {
  it('sends only what changed: a new reference alone is no re-route', () => {
    const job = jobFixture();
    const values = { ...jobFormValues(job), reference: 'HS-RUN-1' };
    expect(jobFormReroutes(values, job)).toBe(false);
    expect(jobUpdateBody(values, job, new Date())).toEqual({ reference: 'HS-RUN-1' });
  });

  it('reads new stops, pickup, load or sample on an assigned job as a re-route, which opens the price', () => {
    const job = jobFixture();
    const values = { ...jobFormValues(job), grainSample: false, price: 700 };
    expect(jobFormReroutes(values, job)).toBe(true);
    expect(jobUpdateBody(values, job, new Date())).toEqual({ requireGrainSample: false, priceMinor: 70_000 });
  });

  it('keeps the price and notes out of a change once the window has closed', () => {
    const reroutedAt = new Date(Date.now() - 72 * HOUR).toISOString();
    const job = jobFixture({ status: 're-routed', reroutedAt });
    const values = { ...jobFormValues(job), price: 700, driverNotes: 'Gate code 1234' };
    expect(jobUpdateBody(values, job, new Date())).toEqual({});
  });

  it('changes anything before a carrier has the job, never as a re-route', () => {
    const job = jobFixture({ status: 'awaiting-quotes', carrierOrganisationId: null, priceMinor: null });
    const values = { ...jobFormValues(job), type: 'feed' as const, driverNotes: '' };
    expect(jobFormReroutes(values, job)).toBe(false);
    expect(jobUpdateBody(values, job, new Date())).toEqual({ type: 'feed', driverNotes: null });
  });
});

describe('JobForm: changing a job a carrier has', () => {
  it('holds the price until the change re-routes the job, then says so and sends both', () => {
    const onSubmit = renderForm(jobFixture());
    expect((price() as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByText('The price and driver notes change only within 72 hours of a re-route.')).toHaveLength(
      2,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'The driver takes a grain sample' }));
    expect(screen.getByText('Saving re-routes this job')).toBeTruthy();
    expect((price() as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(price(), { target: { value: '712.50' } });
    save();
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'update',
      body: { requireGrainSample: false, priceMinor: 71_250 },
    });
  });

  it("says the window has closed in the spec's words once 72 hours have passed", () => {
    const reroutedAt = new Date(Date.now() - 72 * HOUR - 1000).toISOString();
    renderForm(jobFixture({ status: 're-routed', reroutedAt, actions: ['reroute', 'cancel'] }));
    expect((price() as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByText(amendmentWindowClosedMessage())).toHaveLength(2);
  });

  it("refuses a dummy price in the domain's words, sending nothing", () => {
    const reroutedAt = new Date(Date.now() - HOUR).toISOString();
    const onSubmit = renderForm(
      jobFixture({ status: 're-routed', reroutedAt, actions: ['reroute', 'amend', 'cancel'] }),
    );
    fireEvent.change(price(), { target: { value: '123' } });
    save();
    expect(screen.getByText(messages.validation.realisticPrice)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
