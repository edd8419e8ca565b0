import type sharpType from 'sharp';

export type Sharp = typeof sharpType;

let loading: Promise<Sharp> | undefined;

/**
 * sharp and libvips, loaded by the first image job rather than at start: a web process that only
 * serves pages never holds them (about 20 MB resident).
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
