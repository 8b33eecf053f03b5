import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import Snackbar from '@mui/material/Snackbar';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { ApiError } from 'shared-api';
import { adminServiceBody, adminServicePatch } from 'shared-api/contracts/admin';
import { CloseIcon } from 'shared-ui';
import { useCreateServiceMutation, useGetAdminServiceQuery, useGetCategoriesQuery, useUpdateServiceMutation } from '../api/admin-api';
import { EditorHeader } from '../components/EditorHeader';
import { errorAt, useFieldMessage, fieldMessages } from '../components/form-errors';
import { LanguageCards } from '../components/LanguageCards';
import { emptyServiceForm, missingLanguages, serviceBodyOf, serviceFormOf, servicePatchOf, type ServiceForm } from '../components/service-form';
import { LoadFailed, Loading } from '../components/States';
import { useLanguage } from '../hooks/use-language';
import { useServerMessage } from '../hooks/use-server-message';

const FLAGS = ['isActive', 'isPopular', 'isUrgent', 'expertLevel', 'hasGuarantee'] as const;
const TEXT_FIELDS = [
  { name: 'title', rows: 1, onePerLine: false },
  { name: 'shortDescription', rows: 2, onePerLine: false },
  { name: 'fullDescription', rows: 4, onePerLine: false },
  { name: 'features', rows: 3, onePerLine: true },
  { name: 'benefits', rows: 3, onePerLine: true },
  { name: 'kpis', rows: 3, onePerLine: true },
] as const;

/** Creates or edits a service: its fields, prices, and its texts in all eight languages side by side. */
export function ServiceEditorPage() {
  const { serviceId } = useParams();
  const { data, error, isLoading } = useGetAdminServiceQuery(serviceId ?? '', { skip: !serviceId });
  if (serviceId && isLoading) return <Loading />;
  if (serviceId && (error || !data)) return <LoadFailed error={error} />;
  return <ServiceEditor key={serviceId ?? 'new'} serviceId={serviceId} initial={data ? serviceFormOf(data) : emptyServiceForm()} />;
}

function ServiceEditor({ serviceId, initial }: { serviceId?: string; initial: ServiceForm }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const navigate = useNavigate();
  const categories = useGetCategoriesQuery(lang);
  const [create, creating] = useCreateServiceMutation();
  const [update, updating] = useUpdateServiceMutation();
  const [saved, setSaved] = useState(false);
  const serverMessage = useServerMessage();
  const { register, control, handleSubmit, setError, watch, formState } = useForm<ServiceForm>({ defaultValues: initial });
  const prices = useFieldArray({ control, name: 'prices' });

  const showMessages = (messages: Record<string, string>) => {
    for (const [field, message] of Object.entries(messages)) setError(field as Path<ServiceForm>, { type: 'validate', message });
  };

  const submit = handleSubmit(async (form) => {
    const patch = serviceId ? servicePatchOf(form, initial) : undefined;
    const body = serviceBodyOf(form);
    const checked = patch ? adminServicePatch.safeParse(patch) : adminServiceBody.safeParse(body);
    if (!checked.success) {
      showMessages(fieldMessages(checked.error.issues));
      return;
    }
    try {
      if (serviceId && patch) {
        await update({ id: serviceId, patch }).unwrap();
        setSaved(true);
      } else {
        const { id } = await create(body).unwrap();
        navigate(`/${lang}/admin/services/${id}`, { replace: true });
      }
    } catch (failure) {
      const { details } = failure as ApiError;
      if (details && typeof details === 'object') showMessages(fieldMessages(details as Record<string, string>));
      setError('root', { message: serverMessage(failure) });
    }
  });

  const errors = formState.errors;
  const fieldMessage = useFieldMessage();
  const errorOf = (path: string) => fieldMessage(errorAt(errors, path));
  const missing = missingLanguages(watch());

  return (
    <form onSubmit={submit} noValidate>
      <EditorHeader
        back={`/${lang}/admin/services`}
        backLabel={t('services.back')}
        title={serviceId ? t('services.edit', { title: initial.translations.en.title }) : t('services.new')}
      />

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
            <TextField label={t('services.slug')} {...register('slug')} error={Boolean(errorOf('slug'))} helperText={errorOf('slug')} required />
            <Controller
              control={control}
              name="categorySlug"
              render={({ field }) => (
                // Empty until the categories are there to name the service's one.
                <TextField
                  select
                  label={t('services.category')}
                  {...field}
                  value={categories.data ? field.value : ''}
                  error={Boolean(errorOf('categorySlug'))}
                  helperText={errorOf('categorySlug')}
                  required
                >
                  {(categories.data ?? []).map((category) => (
                    <MenuItem key={category.slug} value={category.slug}>
                      {category.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              type="number"
              label={t('services.deliveryDays')}
              {...register('estimatedDeliveryDays')}
              error={Boolean(errorOf('estimatedDeliveryDays'))}
              helperText={errorOf('estimatedDeliveryDays')}
              slotProps={{ htmlInput: { min: 1, max: 3650 } }}
            />
            <TextField label={t('services.roi')} {...register('roi')} error={Boolean(errorOf('roi'))} helperText={errorOf('roi')} />
          </Box>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {FLAGS.map((flag) => (
              <Controller
                key={flag}
                control={control}
                name={flag}
                render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />} label={t(`services.flags.${flag}`)} />}
              />
            ))}
          </Stack>
        </CardContent>
      </Card>

      <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="prices-title">
        <CardContent>
          <Typography variant="h6" component="h2" id="prices-title" gutterBottom>
            {t('services.prices')}
          </Typography>
          <Stack sx={{ gap: 2 }}>
            {prices.fields.map((price, index) => (
              <Stack key={price.id} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
                <TextField
                  size="small"
                  label={t('services.amount')}
                  inputMode="decimal"
                  {...register(`prices.${index}.amount`)}
                  error={Boolean(errorOf(`prices.${index}.amount`))}
                  helperText={errorOf(`prices.${index}.amount`)}
                  required
                />
                <Controller
                  control={control}
                  name={`prices.${index}.kind`}
                  render={({ field }) => (
                    <TextField select size="small" label={t('services.kind')} {...field} sx={{ minWidth: 140 }}>
                      <MenuItem value="standard">{t('services.kinds.standard')}</MenuItem>
                      <MenuItem value="pro">{t('services.kinds.pro')}</MenuItem>
                    </TextField>
                  )}
                />
                <Controller
                  control={control}
                  name={`prices.${index}.currency`}
                  render={({ field }) => (
                    <TextField select size="small" label={t('services.currency')} {...field} sx={{ minWidth: 110 }}>
                      {['EUR', 'USD', 'UAH'].map((currency) => (
                        <MenuItem key={currency} value={currency}>
                          {currency}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <Controller
                  control={control}
                  name={`prices.${index}.isActive`}
                  render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />} label={t('services.priceActive')} />}
                />
                <IconButton aria-label={t('services.removePrice', { n: index + 1 })} onClick={() => prices.remove(index)}>
                  <CloseIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Button sx={{ mt: 1 }} onClick={() => prices.append({ amount: '', kind: 'standard', currency: 'EUR', isActive: true })}>
            {t('services.addPrice')}
          </Button>
        </CardContent>
      </Card>

      <Typography variant="h6" component="h2" gutterBottom>
        {t('services.texts')}
      </Typography>
      <LanguageCards missing={missing}>
        {(code) =>
          TEXT_FIELDS.map(({ name, rows, onePerLine }) => {
            const path = `translations.${code}.${name}` as const;
            return (
              <TextField
                key={name}
                size="small"
                label={t(`services.fields.${name}`)}
                multiline={rows > 1}
                minRows={rows > 1 ? rows : undefined}
                {...register(path)}
                error={Boolean(errorOf(path))}
                helperText={errorOf(path) ?? (onePerLine ? t('services.onePerLine') : undefined)}
                required={code === 'en' && name === 'title'}
              />
            );
          })
        }
      </LanguageCards>

      {errors.root?.message ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errors.root.message}
        </Alert>
      ) : null}
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={creating.isLoading || updating.isLoading}>
          {t('save')}
        </Button>
        {serviceId ? (
          <Button component="a" href={`/${lang}/services/${initial.slug}`} target="_blank" rel="noopener">
            {t('services.view')}
          </Button>
        ) : null}
      </Stack>
      <Snackbar open={saved} autoHideDuration={4000} onClose={() => setSaved(false)} message={t('services.saved')} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
    </form>
  );
}
