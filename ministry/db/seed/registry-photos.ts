import { fromProjectRoot } from '../../project-root';

// The registry's passport photographs ship with the sandbox (photos/SOURCES.md names their origin).
export const registryPhotosFolder = `${fromProjectRoot('ministry', 'db', 'seed', 'photos')}/`;

/** Absolute path of a photograph of the folder; refuses names that would leave it. */
export function registryPhotoPath(fileName: string): string {
  if (!/^[\w.-]+$/.test(fileName) || fileName.startsWith('.')) {
    throw new Error('registry photo names are plain file names');
  }
  return `${registryPhotosFolder}${fileName}`;
}
