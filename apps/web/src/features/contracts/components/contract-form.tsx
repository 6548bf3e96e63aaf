import {
  CONTRACT_PRICE_TYPES,
  CONTRACT_TYPES,
  HAULAGE_TYPES,
  contractCreateSchema,
  contractEditSchema,
  majorToMinor,
  minorToMajor,
  type ContractCreate,
  type ContractEdit,
  type ContractPriceType,
  type ContractType,
  type ContractView,
} from '@harvest/domain';
import { SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { CropSelect } from '../../../ui/crop-select';
import { fieldProps, requiredFieldProps } from '../../../ui/field-props';
import { formDialog, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { FormNumberInput } from '../../../ui/form-number-input';
import { FormSelect } from '../../../ui/form-select';
import { notify } from '../../../ui/notifications/notify';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useDomainForm } from '../../../ui/use-domain-form';
import { useCreateContract, useEditContract } from '../api/save-contract';

interface ContractValues {
  type: ContractType;
  sellerBusinessUnitId: string;
  counterparty: string;
  contractNumber: string;
  commodityId: string;
  startDate: string;
  endDate: string;
  priceType: ContractPriceType;
  price: number | '';
  premiumPrice: number | '';
  weight: number | '';
  storageQuantity: number | '';
  haulage: string;
  haulageReference: string;
  paymentTerms: string;
  paymentDays: number | '';
}

/** The body's names for what the form calls otherwise. */
const FIELD_OF: Record<string, string> = {
  'counterparty.name': 'counterparty',
  pricePerUnit: 'price',
  totalWeightKg: 'weight',
  storageQuantityKg: 'storageQuantity',
};
const API_FIELDS = [
  'type',
  'sellerBusinessUnitId',
  'contractNumber',
  'commodityId',
  'startDate',
  'endDate',
  'priceType',
  'premiumPrice',
  'haulage',
  'haulageReference',
  'paymentTerms',
  'paymentDays',
] as const;

const numberOr = (value: number | '', to: (value: number) => number) => (value === '' ? undefined : to(value));
const textOr = (value: string) => value.trim() || null;

/**
 * 'Add contract' (§3): a sales, premium or storage contract made off the platform, entered by the seller's business
 * from one of its farms, the other party named. It is seen by the entering business only.
 */
export const AddContractModal = formDialog(AddContractForm, (t) => t('contracts.form.addTitle'));

/**
 * Editing a contract (§3): either party changes its number, dates, payment terms and days and haulage reference; a
 * contract the business entered changes its traded terms too (crop, weight, price, other party).
 */
export const EditContractModal = formDialog(EditContractForm, (t) => t('contracts.form.editTitle'));

function useContractForm<Body>(
  schema: z.ZodType<Body>,
  toBody: (values: ContractValues) => unknown,
  defaults: ContractValues,
) {
  return useDomainForm<ContractValues, Body, unknown>(schema as z.ZodType<Body, unknown>, toBody, {
    fieldOf: FIELD_OF,
    defaultValues: defaults,
  });
}

function AddContractForm({ onDone }: DoneProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const weight = useWeightEntry();
  const farms = (session.profile?.businessUnits ?? []).filter((unit) => unit.type === 'farm');
  const create = useCreateContract();
  const toBody = (values: ContractValues): z.input<typeof contractCreateSchema> => ({
    type: values.type,
    sellerBusinessUnitId: values.sellerBusinessUnitId,
    counterparty: { name: values.counterparty },
    contractNumber: values.contractNumber,
    commodityId: values.commodityId,
    startDate: values.startDate,
    endDate: values.endDate,
    priceType: values.priceType,
    pricePerUnit: numberOr(values.price, majorToMinor) as number,
    premiumPrice: values.type === 'premium' ? (numberOr(values.premiumPrice, majorToMinor) ?? null) : null,
    totalWeightKg: numberOr(values.weight, weight.toKg) as number,
    storageQuantityKg: values.type === 'storage' ? (numberOr(values.storageQuantity, weight.toKg) ?? null) : null,
    haulage: values.haulage === '' ? null : (values.haulage as ContractCreate['haulage']),
    haulageReference: textOr(values.haulageReference),
    paymentTerms: textOr(values.paymentTerms),
    paymentDays: values.paymentDays === '' ? null : values.paymentDays,
  });
  const form = useContractForm<ContractCreate>(contractCreateSchema, toBody, {
    type: 'sales',
    sellerBusinessUnitId: farms[0]?.id ?? '',
    counterparty: '',
    contractNumber: '',
    commodityId: '',
    startDate: '',
    endDate: '',
    priceType: 'fixed',
    price: '',
    premiumPrice: '',
    weight: '',
    storageQuantity: '',
    haulage: '',
    haulageReference: '',
    paymentTerms: '',
    paymentDays: '',
  });
  const { modalForm } = useApiFormSubmit(
    form,
    [...API_FIELDS, 'counterparty', 'price', 'weight', 'storageQuantity'],
    async (body) => {
      const contract = await create.mutateAsync(body);
      notify({ message: t('contracts.form.added'), position: 'floating' });
      onDone();
      void navigate(paths.contract(contract.id));
    },
  );
  const type = form.watch('type');
  return (
    <FormModal.Form
      {...modalForm}
      submitLabel={t('contracts.form.add')}
      intro={<Text size="sm">{t('contracts.form.addIntro')}</Text>}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FormSelect
          control={form.control}
          name="type"
          label={t('contracts.detail.type')}
          data={CONTRACT_TYPES.map((each) => ({ value: each, label: t(`contracts.types.${each}`) }))}
          allowDeselect={false}
        />
        <FormSelect
          control={form.control}
          name="sellerBusinessUnitId"
          label={t('contracts.form.farm')}
          data={farms.map((farm) => ({ value: farm.id, label: farm.name }))}
          allowDeselect={false}
        />
      </SimpleGrid>
      <TextInput
        label={t('contracts.form.counterparty')}
        description={t('contracts.form.counterpartyHint')}
        maxLength={200}
        {...requiredFieldProps(form, 'counterparty')}
      />
      <TermsFields form={form} type={type} traded={false} />
    </FormModal.Form>
  );
}

interface EditProps extends DoneProps {
  contract: ContractView;
}

function EditContractForm({ contract, onDone }: EditProps) {
  const { t } = useTranslation();
  const weight = useWeightEntry();
  const edit = useEditContract();
  const traded = contract.tradeId !== null;
  const toBody = (values: ContractValues): z.input<typeof contractEditSchema> => ({
    ...(values.contractNumber.trim() ? { contractNumber: values.contractNumber } : {}),
    startDate: values.startDate,
    endDate: values.endDate,
    paymentTerms: textOr(values.paymentTerms),
    paymentDays: values.paymentDays === '' ? null : values.paymentDays,
    haulageReference: textOr(values.haulageReference),
    // A trade's contract keeps what was traded (409 otherwise): only an entered one sends these.
    ...(traded
      ? {}
      : {
          counterparty: { name: values.counterparty },
          commodityId: values.commodityId,
          priceType: values.priceType,
          pricePerUnit: numberOr(values.price, majorToMinor) as number,
          premiumPrice: contract.type === 'premium' ? (numberOr(values.premiumPrice, majorToMinor) ?? null) : null,
          totalWeightKg: numberOr(values.weight, weight.toKg) as number,
          ...(contract.type === 'storage'
            ? { storageQuantityKg: numberOr(values.storageQuantity, weight.toKg) ?? null }
            : {}),
          haulage: values.haulage === '' ? null : (values.haulage as ContractCreate['haulage']),
        }),
  });
  const form = useContractForm<ContractEdit>(contractEditSchema, toBody, {
    type: contract.type,
    sellerBusinessUnitId: '',
    counterparty: contract.side === 'seller' ? contract.buyer.name : contract.seller.name,
    contractNumber: contract.contractNumber ?? '',
    commodityId: contract.commodityId,
    startDate: contract.startDate,
    endDate: contract.endDate,
    priceType: contract.priceType,
    price: minorToMajor(contract.pricePerUnit),
    premiumPrice: contract.premiumPrice === null ? '' : minorToMajor(contract.premiumPrice),
    weight: weight.fromKg(contract.totalWeightKg),
    storageQuantity: contract.storageQuantityKg === null ? '' : weight.fromKg(contract.storageQuantityKg),
    haulage: contract.haulage ?? '',
    haulageReference: contract.haulageReference ?? '',
    paymentTerms: contract.paymentTerms ?? '',
    paymentDays: contract.paymentDays ?? '',
  });
  const { modalForm } = useApiFormSubmit(
    form,
    [...API_FIELDS, 'counterparty', 'price', 'weight', 'storageQuantity'],
    async (body) => {
      await edit.mutateAsync({ id: contract.id, body });
      notify({ message: t('contracts.form.saved'), position: 'floating' });
      onDone();
    },
  );
  return (
    <FormModal.Form
      {...modalForm}
      submitLabel={t('contracts.form.save')}
      intro={<Text size="sm">{t(traded ? 'contracts.form.editTradedIntro' : 'contracts.form.editIntro')}</Text>}
    >
      {!traded && (
        <TextInput
          label={t('contracts.form.counterparty')}
          maxLength={200}
          {...requiredFieldProps(form, 'counterparty')}
        />
      )}
      <TermsFields form={form} type={contract.type} traded={traded} />
    </FormModal.Form>
  );
}

type ContractForm = ReturnType<typeof useContractForm<unknown>>;

/** The terms both forms share; a trade's contract shows only those its parties may change. */
function TermsFields({ form, type, traded }: { form: ContractForm; type: ContractType; traded: boolean }) {
  const { t } = useTranslation();
  const weight = useWeightEntry();
  return (
    <>
      <TextInput
        label={t(traded ? 'contracts.form.numberOptional' : 'contracts.detail.number')}
        maxLength={60}
        autoComplete="off"
        {...(traded ? fieldProps(form, 'contractNumber') : requiredFieldProps(form, 'contractNumber'))}
      />
      {!traded && (
        <CropSelect
          control={form.control}
          name="commodityId"
          label={t('contracts.detail.crop')}
          allowDeselect={false}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput type="date" label={t('contracts.detail.startDate')} {...requiredFieldProps(form, 'startDate')} />
        <TextInput type="date" label={t('contracts.detail.endDate')} {...requiredFieldProps(form, 'endDate')} />
      </SimpleGrid>
      {!traded && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <FormSelect
              control={form.control}
              name="priceType"
              label={t('contracts.detail.priceType')}
              data={CONTRACT_PRICE_TYPES.map((each) => ({ value: each, label: t(`contracts.priceTypes.${each}`) }))}
              allowDeselect={false}
            />
            <FormNumberInput
              control={form.control}
              name="price"
              label={t('contracts.form.price')}
              decimalScale={2}
              leftSection={<span aria-hidden="true">£</span>}
            />
            {type === 'premium' && (
              <FormNumberInput
                control={form.control}
                name="premiumPrice"
                label={t('contracts.form.premiumPrice')}
                decimalScale={2}
                leftSection={<span aria-hidden="true">£</span>}
              />
            )}
            <FormNumberInput
              control={form.control}
              name="weight"
              label={t('contracts.form.weight', { unit: weight.symbol })}
              decimalScale={3}
            />
            {type === 'storage' && (
              <FormNumberInput
                control={form.control}
                name="storageQuantity"
                label={t('contracts.form.storageQuantity', { unit: weight.symbol })}
                decimalScale={3}
              />
            )}
            <FormSelect
              control={form.control}
              name="haulage"
              label={t('contracts.form.haulage')}
              none={t('contracts.form.noHaulage')}
              data={HAULAGE_TYPES.map((each) => ({ value: each, label: t(`contracts.haulage.${each}`) }))}
              allowDeselect={false}
            />
          </SimpleGrid>
        </>
      )}
      <TextInput
        label={t('contracts.form.haulageReference')}
        maxLength={100}
        {...fieldProps(form, 'haulageReference')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FormNumberInput
          control={form.control}
          name="paymentDays"
          label={t('contracts.form.paymentDays')}
          decimalScale={0}
          min={0}
        />
      </SimpleGrid>
      <Textarea
        label={t('contracts.form.paymentTerms')}
        rows={2}
        maxLength={500}
        {...fieldProps(form, 'paymentTerms')}
      />
    </>
  );
}
