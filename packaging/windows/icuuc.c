/* A stand-in for Windows' own icuuc.dll, for running the Windows build under Wine only.

   Qt 6's Qt6Core.dll imports 20 ucnv_* functions (ICU's character set converters) from
   icuuc.dll, which Windows 10 1703 and later carry in System32 and Wine 8 does not. Qt
   asks ICU only for encodings it does not convert itself (UTF-8, UTF-16, UTF-32 and
   Latin-1 are its own), and copes when ICU has none. So this stand-in reports that no
   converter exists: ucnv_open() fails, ucnv_countAvailable() is 0, and the functions that
   act on a converter never receive one.

   It is placed in the Wine prefix's system32 by packaging/windows/build.py, which checks
   that it exports every function the installed Qt imports. It is never bundled: PyInstaller
   treats a DLL found in system32 as the system's, and build.py checks the bundle has none.
   Built with Debian's gcc-mingw-w64-x86-64-win32; our own code, written from ICU's public
   API (unicode/ucnv.h, unicode/ucnv_err.h). */

#include <stddef.h>
#include <stdint.h>

#define EXPORT __declspec(dllexport)

typedef int UErrorCode;       /* > 0 is a failure, as ICU's U_FAILURE() reads it */
typedef int8_t UBool;
typedef uint16_t UChar;
typedef int32_t UChar32;
typedef int UConverterCallbackReason;
typedef struct UConverter UConverter; /* never made: no converter is ever opened */
typedef struct UConverterFromUnicodeArgs UConverterFromUnicodeArgs;
typedef struct UConverterToUnicodeArgs UConverterToUnicodeArgs;
typedef void (*UConverterToUCallback)(const void *, UConverterToUnicodeArgs *, const char *,
                                      int32_t, UConverterCallbackReason, UErrorCode *);
typedef void (*UConverterFromUCallback)(const void *, UConverterFromUnicodeArgs *,
                                        const UChar *, int32_t, UChar32,
                                        UConverterCallbackReason, UErrorCode *);

enum { U_UNSUPPORTED_ERROR = 16 };

/* ICU's convention: a call with an error already set does nothing; else it sets one. */
static void unsupported(UErrorCode *err) {
    if (err != NULL && *err <= 0) *err = U_UNSUPPORTED_ERROR;
}

EXPORT UConverter *ucnv_open(const char *name, UErrorCode *err) {
    (void)name;
    unsupported(err);
    return NULL;
}

EXPORT void ucnv_close(UConverter *cnv) { (void)cnv; }

EXPORT void ucnv_reset(UConverter *cnv) { (void)cnv; }

EXPORT int8_t ucnv_getMaxCharSize(const UConverter *cnv) {
    (void)cnv;
    return 1;
}

EXPORT const char *ucnv_getName(const UConverter *cnv, UErrorCode *err) {
    (void)cnv;
    unsupported(err);
    return NULL;
}

EXPORT int32_t ucnv_countAvailable(void) { return 0; }

EXPORT const char *ucnv_getAvailableName(int32_t n) {
    (void)n;
    return NULL;
}

EXPORT const char *ucnv_getStandardName(const char *name, const char *standard,
                                        UErrorCode *err) {
    (void)name;
    (void)standard;
    unsupported(err);
    return NULL;
}

EXPORT void ucnv_getToUCallBack(const UConverter *cnv, UConverterToUCallback *action,
                                const void **context) {
    (void)cnv;
    if (action != NULL) *action = NULL;
    if (context != NULL) *context = NULL;
}

EXPORT void ucnv_getFromUCallBack(const UConverter *cnv, UConverterFromUCallback *action,
                                  const void **context) {
    (void)cnv;
    if (action != NULL) *action = NULL;
    if (context != NULL) *context = NULL;
}

EXPORT void ucnv_setToUCallBack(UConverter *cnv, UConverterToUCallback action,
                                const void *context, UConverterToUCallback *old_action,
                                const void **old_context, UErrorCode *err) {
    (void)cnv;
    (void)action;
    (void)context;
    if (old_action != NULL) *old_action = NULL;
    if (old_context != NULL) *old_context = NULL;
    unsupported(err);
}

EXPORT void ucnv_setFromUCallBack(UConverter *cnv, UConverterFromUCallback action,
                                  const void *context, UConverterFromUCallback *old_action,
                                  const void **old_context, UErrorCode *err) {
    (void)cnv;
    (void)action;
    (void)context;
    if (old_action != NULL) *old_action = NULL;
    if (old_context != NULL) *old_context = NULL;
    unsupported(err);
}

EXPORT void ucnv_toUnicode(UConverter *cnv, UChar **target, const UChar *target_limit,
                           const char **source, const char *source_limit, int32_t *offsets,
                           UBool flush, UErrorCode *err) {
    (void)cnv;
    (void)target;
    (void)target_limit;
    (void)source;
    (void)source_limit;
    (void)offsets;
    (void)flush;
    unsupported(err);
}

EXPORT void ucnv_fromUnicode(UConverter *cnv, char **target, const char *target_limit,
                             const UChar **source, const UChar *source_limit, int32_t *offsets,
                             UBool flush, UErrorCode *err) {
    (void)cnv;
    (void)target;
    (void)target_limit;
    (void)source;
    (void)source_limit;
    (void)offsets;
    (void)flush;
    unsupported(err);
}

EXPORT int32_t ucnv_toUCountPending(const UConverter *cnv, UErrorCode *err) {
    (void)cnv;
    unsupported(err);
    return 0;
}

EXPORT int32_t ucnv_fromUCountPending(const UConverter *cnv, UErrorCode *err) {
    (void)cnv;
    unsupported(err);
    return 0;
}

EXPORT void ucnv_cbToUWriteUChars(UConverterToUnicodeArgs *args, const UChar *source,
                                  int32_t length, int32_t offset_index, UErrorCode *err) {
    (void)args;
    (void)source;
    (void)length;
    (void)offset_index;
    unsupported(err);
}

EXPORT void ucnv_cbFromUWriteUChars(UConverterFromUnicodeArgs *args, const UChar **source,
                                    const UChar *source_limit, int32_t offset_index,
                                    UErrorCode *err) {
    (void)args;
    (void)source;
    (void)source_limit;
    (void)offset_index;
    unsupported(err);
}

EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, UConverterToUnicodeArgs *args,
                                          const char *units, int32_t length,
                                          UConverterCallbackReason reason, UErrorCode *err) {
    (void)context;
    (void)args;
    (void)units;
    (void)length;
    (void)reason;
    unsupported(err);
}

EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, UConverterFromUnicodeArgs *args,
                                            const UChar *units, int32_t length,
                                            UChar32 code_point, UConverterCallbackReason reason,
                                            UErrorCode *err) {
    (void)context;
    (void)args;
    (void)units;
    (void)length;
    (void)code_point;
    (void)reason;
    unsupported(err);
}
