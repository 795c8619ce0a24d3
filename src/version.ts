/** The package name and version, sent in the User-Agent and stamped on reports we write. */
export const PACKAGE_NAME = 'ocpi-conformance';
export const PACKAGE_VERSION = '0.1.0';
