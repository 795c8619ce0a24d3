export const id = 275;
export const ids = [275];
export const modules = {

/***/ 4275:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadKeySigner: () => (/* binding */ loadKeySigner)
/* harmony export */ });
/* unused harmony export preAuthEncoding */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var _sigstore_bundle__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1040);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9661);
/**
 * Signing with a key (`run --sign-key`): a PEM private key read once, before the run, and a DSSE
 * envelope of the Statement signed with it, as a Sigstore bundle (v0.3, the key named by its hint
 * in the verification material). Loaded only when a key is given: it brings @sigstore/bundle.
 *
 * The key is never printed: a message names its file and what is wrong, never its text or the
 * parser's words about it. Supported: ECDSA P-256 (SHA-256), Ed25519, RSA of 2048 bits or more
 * (PKCS #1 v1.5, SHA-256); these are what Sigstore's public-key verification and `openssl` check.
 */




/**
 * The key of `file`, ready to sign; throws an InputError naming `option` (the flag the path came
 * from) when it cannot be read, is no private key, or is of a kind not supported.
 */
async function loadKeySigner(file, option) {
    let pem;
    try {
        pem = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file);
    }
    catch (error) {
        const code = error.code;
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d('signKey', `${option} ${file}: the key file cannot be read (${code ?? 'error'}). Give the path of a PEM private key file.`);
    }
    let key;
    try {
        key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)(pem);
    }
    catch {
        const encrypted = pem.includes('ENCRYPTED');
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d('signKey', encrypted
            ? `${option} ${file} is an encrypted private key: give it unencrypted (keep it in a CI secret and write it to a file the job removes).`
            : `${option} ${file} is not a PEM private key (-----BEGIN PRIVATE KEY----- or -----BEGIN EC PRIVATE KEY-----). A public key is for \`ocpi-conformance verify --key\`.`);
    }
    const { algorithm, kind } = signingAlgorithm(key, `${option} ${file}`);
    const spki = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(key).export({ type: 'spki', format: 'der' });
    const hint = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(spki).digest('hex');
    return {
        hint,
        kind,
        sign(payload, payloadType) {
            const signature = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.sign)(algorithm, preAuthEncoding(payloadType, payload), key);
            return (0,_sigstore_bundle__WEBPACK_IMPORTED_MODULE_2__/* .bundleToJSON */ .ev)((0,_sigstore_bundle__WEBPACK_IMPORTED_MODULE_2__/* .toDSSEBundle */ .PR)({ artifact: payload, artifactType: payloadType, signature, keyHint: hint }));
        },
    };
}
/** The digest a key signs with (null: the scheme has its own, Ed25519), or an InputError. */
function signingAlgorithm(key, named) {
    const details = key.asymmetricKeyDetails ?? {};
    switch (key.asymmetricKeyType) {
        case 'ec':
            if (details.namedCurve === 'prime256v1')
                return { algorithm: 'sha256', kind: 'ECDSA P-256' };
            break;
        case 'ed25519':
            return { algorithm: null, kind: 'Ed25519' };
        case 'rsa':
            if ((details.modulusLength ?? 0) >= 2048) {
                return { algorithm: 'sha256', kind: `RSA ${details.modulusLength}` };
            }
            break;
    }
    const what = [key.asymmetricKeyType, details.namedCurve ?? details.modulusLength]
        .filter(Boolean)
        .join(' ');
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d('signKey', `${named} is a ${what} key; sign with an ECDSA P-256, Ed25519 or RSA (2048 bits or more) key.`);
}
/**
 * DSSE's pre-authentication encoding (DSSE v1.0 protocol): "DSSEv1", the payload type's length and
 * the type, the payload's length and the payload, separated by single spaces, lengths in ASCII
 * decimal counting bytes. What the signature is over; a verifier builds it again.
 */
function preAuthEncoding(payloadType, payload) {
    const type = Buffer.from(payloadType, 'utf8');
    return Buffer.concat([
        Buffer.from(`DSSEv1 ${type.length} `, 'ascii'),
        type,
        Buffer.from(` ${payload.length} `, 'ascii'),
        payload,
    ]);
}


/***/ })

};
