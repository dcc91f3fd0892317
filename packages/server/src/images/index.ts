export { classifyAddress, isPublicAddress } from './address';
export { IMAGE_ERROR_STATUS } from './errors';
export { fetchImage, IMAGE_FETCH_DEFAULTS } from './fetch';
export { createImageProxy, matchesIfNoneMatch } from './proxy';
export { normaliseImageRequest } from './request';

export type { AddressClass } from './address';
export type { ImageCacheOptions } from './cache';
export type { ImageErrorCode } from './errors';
export type { AddressPolicy, FetchImageOptions, HostResolver } from './fetch';
export type { ImageProxy, ImageProxyOptions, ProxiedImage } from './proxy';
export type { ImageRequest, ImageRequestInput, ImageSource } from './request';
