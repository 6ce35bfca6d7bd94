import { useTranslation } from 'react-i18next';
import { ImageRefsField } from '../../../components/image-picker/image-refs-field';

/** The service's pictures on this quote, chosen from the library; the proposal shows the first. */
export function EditorImages({
  images,
  readOnly,
  onChange,
}: {
  images: string[];
  readOnly: boolean;
  onChange: (images: string[]) => void;
}) {
  const { t } = useTranslation('services');
  return (
    <ImageRefsField
      label={t('editor.images')}
      value={images}
      onChange={onChange}
      readOnly={readOnly}
      max={30}
      cols={4}
    />
  );
}
