import { useMemo, useState } from 'react';
import { useNavigate, useParams } from '../../../lib/router';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  EditProductDocument,
  ProductStatus,
  ProductToEditDocument,
  type EditableProductFragment,
} from '../../../graphql/generated';
import { PageContainer } from '../../../components/PageContainer';
import { LoadingView } from '../../../components/LoadingView';
import { RouterLink } from '../../../components/RouterLink';
import { useAuth } from '../../../lib/auth/authContext';
import { readError } from '../../../lib/errors';
import { useToast } from '../../../lib/useToast';
import { ProductForm } from './ProductForm';
import { productFormFrom, toEditProductInput, type ProductFormValues } from './productFormValues';

function ReviewNotice({ product }: { product: EditableProductFragment }) {
  if (product.status === ProductStatus.Rejected) {
    return (
      <Alert severity="warning">
        <AlertTitle>A moderator rejected this product</AlertTitle>
        {product.rejectionReason ? `Reason: ${product.rejectionReason}. ` : ''}Fix it here and save: it goes back to
        review.
      </Alert>
    );
  }
  return (
    <Alert severity="info">
      {product.status === ProductStatus.Pending
        ? 'This product is waiting for review.'
        : 'Changing the title, description, photos or category sends the product back to review; it is hidden until a moderator approves it again.'}{' '}
      Price, condition and negotiable can change without a review.
    </Alert>
  );
}

function EditForm({ product }: { product: EditableProductFragment }) {
  const [editProduct] = useMutation(EditProductDocument);
  const toast = useToast();
  const navigate = useNavigate();
  const before = useMemo(() => productFormFrom(product), [product]);
  // Read once: the form owns its values from here on.
  const [initialImages] = useState(() =>
    product.images.map(({ url, medium, thumbnail }) => ({ url, medium, thumbnail })),
  );

  const onSubmit = async (values: ProductFormValues) => {
    const input = toEditProductInput(product.id, values, before);
    try {
      await editProduct({ variables: { input } });
      toast({ title: 'Success', message: 'Product updated successfully!', variant: 'success' });
      void navigate(`/product/${product.id}`);
      return undefined;
    } catch (error) {
      const info = readError(error, 'Failed to update product');
      toast({ title: 'Update Failed', message: info.message, variant: 'destructive' });
      return info.fields;
    }
  };

  return (
    <ProductForm
      initial={before}
      initialImages={initialImages}
      onSubmit={onSubmit}
      onImageProblem={(problem) => toast({ ...problem, variant: 'destructive' })}
      submitLabel="Update Product"
      submittingLabel="Updating..."
      notice={<ReviewNotice product={product} />}
    />
  );
}

function Message({ text, detail }: { text: string; detail?: string }) {
  return (
    <>
      <Typography variant="h2" component="p" sx={{ mb: 1 }}>
        {text}
      </Typography>
      {detail && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {detail}
        </Typography>
      )}
      <Button variant="outlined" component={RouterLink} to="/user-products">
        Your products
      </Button>
    </>
  );
}

/** /edit-product/{id}: the seller changes their listing (guarded: docs/product.md#departures-from-the-specification, 5). */
export default function EditProductPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  // Always ask the server: the form must start from the stored values, not an older cached copy.
  const { data, loading, error } = useQuery(ProductToEditDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const product = data?.product;

  let body;
  if (loading && !product) body = <LoadingView />;
  else if (error)
    body = (
      <Message text="Failed to fetch product details" detail={readError(error, 'Error fetching product').message} />
    );
  else if (!product)
    body = <Message text="Product not found" detail="It may have been deleted, or the link is wrong." />;
  // docs/product.md#roles: editProduct is the seller's alone (an admin may delete, not edit).
  else if (user && product.sellerId !== user.id)
    body = <Message text="This is not your product" detail="Only its seller can edit a product." />;
  else body = <EditForm key={product.id} product={product} />;

  return <PageContainer title="Edit product">{body}</PageContainer>;
}
