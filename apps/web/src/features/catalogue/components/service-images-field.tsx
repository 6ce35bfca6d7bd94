import type { UseFormReturnType } from '@mantine/form';
import { ImageRefsField } from '../../../components/image-picker/image-refs-field';
import type { ServiceFormValues } from './service-form-state';

/** The service's pictures, chosen from the library (or dropped into it); the first is the cover. */
export function ServiceImagesField({ form }: { form: UseFormReturnType<ServiceFormValues> }) {
  return (
    <ImageRefsField
      value={form.values.images}
      onChange={(images) => form.setFieldValue('images', images)}
      error={form.errors.images as string | undefined}
      category={2}
    />
  );
}
