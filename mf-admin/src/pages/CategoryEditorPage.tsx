import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import FormHelperText from '@mui/material/FormHelperText';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { adminCategoryBody, adminCategoryPatch } from 'shared-api/contracts/admin';
import { useCreateCategoryMutation, useGetAdminCategoryQuery, useUpdateCategoryMutation } from '../api/admin-api';
import { categoryBodyOf, categoryFormOf, categoryPatchOf, emptyCategoryForm, missingCategoryLanguages, type CategoryForm } from '../components/category-form';
import { EditorHeader } from '../components/EditorHeader';
import { errorAt, useFieldMessage, fieldMessages } from '../components/form-errors';
import { LanguageCards } from '../components/LanguageCards';
import { LoadFailed, Loading } from '../components/States';
import { useLanguage } from '../hooks/use-language';
import { useServerErrors } from '../hooks/use-server-errors';

/** Creates or edits a category: its slug, icon, colour, place in the catalogue, and its name in all eight languages. */
export function CategoryEditorPage() {
  const { categoryId } = useParams();
  const { data, error, isLoading } = useGetAdminCategoryQuery(categoryId ?? '', { skip: !categoryId });
  if (categoryId && isLoading) return <Loading />;
  if (categoryId && (error || !data)) return <LoadFailed error={error} />;
  return <CategoryEditor key={categoryId ?? 'new'} categoryId={categoryId} initial={data ? categoryFormOf(data) : emptyCategoryForm()} />;
}

function CategoryEditor({ categoryId, initial }: { categoryId?: string; initial: CategoryForm }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [create, creating] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  const [saved, setSaved] = useState(false);
  const { register, control, handleSubmit, setError, watch, formState } = useForm<CategoryForm>({ defaultValues: initial });
  const serverErrors = useServerErrors(setError);
  const fieldMessage = useFieldMessage();
  const errorOf = (path: string) => fieldMessage(errorAt(formState.errors, path));

  const submit = handleSubmit(async (form) => {
    const checked = categoryId ? adminCategoryPatch.safeParse(categoryPatchOf(form, initial)) : adminCategoryBody.safeParse(categoryBodyOf(form));
    if (!checked.success) {
      for (const [field, message] of Object.entries(fieldMessages(checked.error.issues))) setError(field as Path<CategoryForm>, { type: 'validate', message });
      return;
    }
    try {
      if (categoryId) {
        await update({ id: categoryId, patch: categoryPatchOf(form, initial) }).unwrap();
        setSaved(true);
      } else {
        const { id } = await create(categoryBodyOf(form)).unwrap();
        navigate(`/${lang}/admin/categories/${id}`, { replace: true });
      }
    } catch (failure) {
      setError('root', { message: serverErrors(failure) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <EditorHeader
        back={`/${lang}/admin/categories`}
        backLabel={t('categories.back')}
        title={categoryId ? t('categories.edit', { name: initial.translations.en.name }) : t('categories.new')}
      />

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
            <TextField label={t('services.slug')} {...register('slug')} error={Boolean(errorOf('slug'))} helperText={errorOf('slug')} required />
            <TextField label={t('categories.icon')} {...register('icon')} error={Boolean(errorOf('icon'))} helperText={errorOf('icon') ?? t('categories.iconHint')} required />
            <TextField type="color" label={t('categories.color')} {...register('color')} error={Boolean(errorOf('color'))} helperText={errorOf('color')} required />
            <TextField
              type="number"
              label={t('categories.position')}
              {...register('sortOrder')}
              error={Boolean(errorOf('sortOrder'))}
              helperText={errorOf('sortOrder') ?? t('categories.positionHint')}
              slotProps={{ htmlInput: { min: 0, max: 100000 } }}
            />
          </Box>
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <FormControlLabel control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />} label={t('categories.active')} sx={{ mt: 1 }} />
            )}
          />
          {errorOf('isActive') ? <FormHelperText error>{errorOf('isActive')}</FormHelperText> : null}
        </CardContent>
      </Card>

      <Typography variant="h6" component="h2" gutterBottom>
        {t('services.texts')}
      </Typography>
      <LanguageCards missing={missingCategoryLanguages(watch())}>
        {(code) => (
          <>
            <TextField
              size="small"
              label={t('categories.name')}
              {...register(`translations.${code}.name`)}
              error={Boolean(errorOf(`translations.${code}.name`))}
              helperText={errorOf(`translations.${code}.name`) ?? (code === 'en' ? undefined : t('categories.emptyRemoves'))}
              required={code === 'en'}
            />
            <TextField
              size="small"
              multiline
              minRows={2}
              label={t('categories.description')}
              {...register(`translations.${code}.description`)}
              error={Boolean(errorOf(`translations.${code}.description`))}
              helperText={errorOf(`translations.${code}.description`)}
            />
          </>
        )}
      </LanguageCards>

      {formState.errors.root?.message ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formState.errors.root.message}
        </Alert>
      ) : null}
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={creating.isLoading || updating.isLoading}>
          {t('save')}
        </Button>
      </Stack>
      <Snackbar open={saved} autoHideDuration={4000} onClose={() => setSaved(false)} message={t('services.saved')} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
    </form>
  );
}
