// A shared module of the remotes (Module Federation); the definitions live in libs/contracts,
// where the server reads them too (it preloads the home page's first photo).
export { CAROUSEL_IMAGE_SIZES, IMAGE_VARIANT_WIDTHS, variantSrcSet } from '@diet/contracts/image-variants';
