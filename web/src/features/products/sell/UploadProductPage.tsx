import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useMutation } from '@apollo/client/react';
import { AddProductDocument } from '../../../graphql/generated';
import { PageContainer } from '../../../components/PageContainer';
import { readError } from '../../../lib/errors';
import { useToast } from '../../../lib/useToast';
import { ProductForm } from './ProductForm';
import { emptyProductForm, toAddProductInput, type ProductFormValues } from './productFormValues';

/** The page's name, in its heading and the document title (docs/product.md#screens: "Sell" is the action). */
export const SELL_PAGE_TITLE = 'Sell an item';

/** /user-products/upload: list a product; it waits for a moderator's review. */
export default function UploadProductPage() {
  const [addProduct] = useMutation(AddProductDocument);
  const toast = useToast();
  const navigate = useNavigate();
  // A new key mounts a fresh form: fields and pictures cleared after a success.
  const [formKey, setFormKey] = useState(0);

  const onSubmit = async (values: ProductFormValues) => {
    try {
      const { data } = await addProduct({ variables: { input: toAddProductInput(values) } });
      const id = data?.addProduct.product.id;
      // docs/product.md#departures-from-the-specification, 11: the documented "Succesfull" is shown correctly spelt.
      toast({
        title: 'Successful',
        message: 'Your product has been sent for review',
        variant: 'success',
        // The seller sees it as a moderator will (Pending until approved), and can edit it from there.
        action: id ? { label: 'View listing', href: `/product/${id}`, navigate: (to) => void navigate(to) } : undefined,
      });
      setFormKey((k) => k + 1);
      window.scrollTo({ top: 0 });
      return undefined;
    } catch (error) {
      const info = readError(error);
      toast({ title: 'Failed to add Product', message: info.message, variant: 'destructive' });
      return info.fields;
    }
  };

  return (
    <PageContainer
      title={SELL_PAGE_TITLE}
      subtitle="A moderator reviews every listing before it is shown to other students."
    >
      <ProductForm
        key={formKey}
        initial={emptyProductForm}
        onSubmit={onSubmit}
        onImageProblem={(problem) => toast({ ...problem, variant: 'destructive' })}
        submitLabel="Post listing"
        submittingLabel="Posting..."
      />
    </PageContainer>
  );
}
