// Generated from openapi/ by `npm run gen:api`. Do not edit.
export type paths = {
    "/api/v1/registration": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start registration, or a password reset for a customer who is already registered.
         * @description Sends a one-time code by SMS. The answer is the same (otpOperation REGISTRATION) whether
         *     the customer is registered or not, and for an identifier the bank does not know (which
         *     gets no SMS), so the answer tells nobody who is a customer. Only the SMS differs: a
         *     registered customer's says so, and its code sets a new password. 400 IDENTIFIER_INVALID
         *     names what is wrong with the identifier; 429 RATE_LIMITED (with Retry-After) when the
         *     caller's IP or the identifier asked too often, 429 SMS_LIMIT_REACHED when the phone or
         *     the caller's address had too many code SMS in the last hour or day.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/login": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check identifier and password, then send a one-time code by SMS.
         * @description 400 INVALID_CREDENTIALS for a wrong identifier or password alike (never says which), with
         *     attemptsLeft: the wrong passwords still allowed before the lock, counted per identifier
         *     whether a customer has it or not; 400 IDENTIFIER_INVALID for an identifier no customer can have; 429 CUSTOMER_LOCKED
         *     after 5 consecutive failures (locked for 15 minutes, Retry-After in seconds); 429
         *     RATE_LIMITED (with Retry-After) when the caller's IP or the identifier asked too often;
         *     429 SMS_LIMIT_REACHED as at registration; 429 SERVER_BUSY (Retry-After: 1) when the bank is
         *     checking as many passwords as it can at once (the attempt is not counted).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/otp/validate": {
        parameters: {
            query?: never;
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The one-time-code session returned by login, registration or change-password. */
                "Session-Id": components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the one-time code of a session.
         * @description Sign-in returns tokens; registration and password reset return a registration token;
         *     a password change returns status only (the new password now applies and every other
         *     session of the customer has ended). Refusals, all 400: OTP_INVALID (wrong code; the
         *     message and attemptsLeft say how many attempts are left), OTP_ATTEMPTS_EXCEEDED (the 5th wrong code and
         *     after: the session is dead, start again), OTP_EXPIRED (older than 5 minutes: resend),
         *     OTP_SESSION_INVALID (unknown or already used session). 429 RATE_LIMITED as elsewhere.
         */
        post: operations["validateOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/otp/resend": {
        parameters: {
            query?: never;
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The one-time-code session returned by login, registration or change-password. */
                "Session-Id": components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Send a new one-time code for the session.
         * @description Allowed 60 s after the last code and at most 3 times per session; wrong attempts so far
         *     still count. 429 OTP_RESEND_TOO_EARLY (with Retry-After), 429 OTP_RESEND_LIMIT, 429
         *     SMS_LIMIT_REACHED, 400 OTP_ATTEMPTS_EXCEEDED or OTP_SESSION_INVALID.
         */
        get: operations["resendOtp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/registration/set-password": {
        parameters: {
            query?: never;
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The one-time-code session returned by login, registration or change-password. */
                "Session-Id": components["parameters"]["SessionId"];
                /** @description Returned by a validated one-time code of a registration or password reset. */
                "Registration-Token": components["parameters"]["RegistrationToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the password after registration or a reset; signs the customer in.
         * @description 400 PASSWORD_WEAK, PASSWORD_REPEAT_REQUIRED, PASSWORDS_DO_NOT_MATCH, and on a reset
         *     PASSWORD_SAME_AS_CURRENT (nothing used up: the customer may try again), 400
         *     REGISTRATION_TOKEN_INVALID (wrong, used or expired); 429 SERVER_BUSY (Retry-After: 1,
         *     nothing used up) when the bank is hashing as many passwords as it can at once.
         *     A reset ends every existing session of the customer and lifts a sign-in lock.
         */
        post: operations["setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new pair; the old refresh token dies.
         * @description The old access token dies too. Presenting an already exchanged refresh token again
         *     within 5 seconds (two tabs refreshing at once) returns the same new pair; presenting it
         *     later ends the whole session (both parties are signed out). 401 REFRESH_TOKEN_INVALID for a refresh
         *     token that is unknown, reused, or whose session ended (idle timeout, absolute lifetime,
         *     logout, password change).
         */
        post: operations["refreshTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/change-password": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a password change; a one-time code confirms it.
         * @description Checks the current password (400 CURRENT_PASSWORD_WRONG; failures are counted per
         *     session, apart from sign-in, and the 5th ends the session: 401) and the new one (PASSWORD_WEAK,
         *     PASSWORD_REPEAT_REQUIRED, PASSWORDS_DO_NOT_MATCH), then sends a code (429
         *     SMS_LIMIT_REACHED, SERVER_BUSY as at sign-in); validate it with
         *     `Session-Id: <data>`.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get: operations["getUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile/logout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/passkeys": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The customer's passkeys, with the device and the last use of each. */
        get: operations["listPasskeys"];
        put?: never;
        /**
         * Adds the passkey the browser created, in two steps with a one-time code.
         * @description Without `confirmation` the bank checks the attestation against the challenge (origin, RP
         *     ID, user verification) and sends a one-time code by SMS bound to exactly this credential:
         *     202 with the code's session. Repeated with `confirmation` { sessionId, code }, it checks
         *     the code and stores the passkey (201), using up the challenge. Refusals: 400
         *     PASSKEY_CHALLENGE_INVALID (unknown, used, expired or another customer's challenge), 400
         *     PASSKEY_REFUSED (the attestation does not check out), 409 PASSKEY_EXISTS (this credential
         *     is registered already), 409 PASSKEY_LIMIT_REACHED (10 passkeys), the code's 400
         *     OTP_INVALID / OTP_EXPIRED / OTP_ATTEMPTS_EXCEEDED, and OTP_SESSION_INVALID for a code
         *     sent for another credential (nothing is stored), 429 SMS_LIMIT_REACHED. Resend the code with
         *     resendOtp.
         */
        post: operations["finishPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/passkeys/registration-options": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The options for the browser to create a passkey of this customer on this device.
         * @description A discoverable credential (residentKey required) with user verification required, so a
         *     sign-in needs no identifier; the customer's passkeys already registered are excluded. 409
         *     PASSKEY_LIMIT_REACHED when the customer has 10.
         */
        post: operations["startPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes a passkey; a sign-in with it is refused from this moment.
         * @description Another customer's passkey is a 404 PASSKEY_NOT_FOUND, like one that does not exist.
         */
        delete: operations["deletePasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/passkeys/sign-in-options": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The options for the browser to sign in with any passkey of this bank.
         * @description No identifier: the authenticator offers the passkeys it holds for this site. 429
         *     RATE_LIMITED as at the password sign-in.
         */
        post: operations["startPasskeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/passkeys/sign-in": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in with the passkey's assertion; from a new network, after a one-time code.
         * @description The assertion is checked against the challenge (used once), the origin and RP ID, user
         *     verification and the signature counter. From a network this passkey was used or added
         *     from before: tokens, like a completed sign-in. From another: a one-time code by SMS, the
         *     same answer as the password step (validateOtp completes it). Refusals, all 400 and all
         *     audited: PASSKEY_CHALLENGE_INVALID, PASSKEY_UNKNOWN (no such passkey, e.g. removed),
         *     PASSKEY_REFUSED (the assertion does not check out); 429 CUSTOMER_LOCKED while the
         *     customer's sign-in is locked, RATE_LIMITED, SMS_LIMIT_REACHED.
         */
        post: operations["finishPasskeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The customer's requests (loan, account, deposit and prepayment applications). */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan-applications/v1/loan-applications": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts a credit or refinancing application (/get-credit).
         * @description The application starts in DEFAULT with a deadline, and the bank prepares its offers from the
         *     customer's income and existing instalments (`listLoanOffers`). The requested amount is a
         *     whole number of manat, at least 300 (PRODUCT 9; amounts are floored); the phone is 9 digits
         *     after +994 with a prefix of PRODUCT 5 (50, 51, 77, 70, 99, 60 or 10). A refusal is a 400 with
         *     a translated message and creates nothing.
         */
        post: operations["createLoanApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan-applications/v1/loan-applications/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        get: operations["getLoanApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan-applications/v1/loan-applications/{id}/accept": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put: operations["acceptLoanOffer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan-applications/v1/loan-applications/{id}/refresh": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Renew an expired application with fresh offers.
         * @description Also renews an expired account or deposit application (PRODUCT 7 names no refresh call of
         *     their own): it gets a new deadline and goes back to FATCA with the terms it was opened
         *     with.
         */
        put: operations["refreshLoanApplication"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan-applications/v1/loan-applications/{id}/refinancing-documents": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        /** The statements uploaded for the loans this refinancing pays off. */
        get: operations["listRefinancingDocuments"];
        put?: never;
        /**
         * Upload the other bank's statement of one loan to refinance (step 1).
         * @description A jpg, png or pdf file under 10 MB (PRODUCT 5), told apart by its bytes; the name's
         *     extension must agree, and the whole file must open (a PDF parses, an image decodes). Only
         *     for a REFIN application still in DEFAULT, and only for one of the customer's loans eligible
         *     for refinancing. A loan has one statement: a new upload replaces the one before. Accepting a
         *     refinancing offer needs a statement for each loan it pays off. A bad file answers 400
         *     (FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE, FILE_MISSING), a malformed body 400
         *     VALIDATION_FAILED, and more than 50 MB of statements for one customer 409
         *     STATEMENT_STORAGE_FULL; a refused upload stores nothing and keeps the statement before.
         *     The stored name is normalised, without control or direction characters.
         */
        post: operations["uploadRefinancingDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan-applications/v1/loan-applications/{id}/refinancing-documents/{docId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
                docId: components["parameters"]["RefinancingDocumentIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an upload while the application is still in DEFAULT. */
        delete: operations["deleteRefinancingDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan-applications/v1/loan-applications/{id}/files": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        /** The files attached to the customer's credit application, oldest first (no content). */
        get: operations["listLoanApplicationFiles"];
        put?: never;
        /**
         * Attach a file (a salary certificate, say) to a credit application in DEFAULT.
         * @description A jpg, png or pdf file under 10 MB (SPEC 5), told apart by its bytes, never its name or
         *     declared type; the name's extension must agree and the whole file must open. At most 5
         *     files an application (409 APPLICATION_FILES_FULL). A bad file answers 400
         *     (FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE, FILE_MISSING) and stores nothing.
         */
        post: operations["uploadLoanApplicationFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan-applications/v1/loan-applications/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
                fileId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an attached file while the application is still in DEFAULT. */
        delete: operations["deleteLoanApplicationFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan-applications/v1/offers": {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get: operations["listLoanOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-details/v1/bank-details": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get: operations["listBankDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan-applications/v1/documents": {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
                documentType: "MAIN" | "OTHER";
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The application's prepared documents of one type, in the order they are accepted.
         * @description MAIN is the central bank's standard information form; OTHER are the contract package's
         *     papers (the loan contract, for refinancing the payoff instruction, with insurance the
         *     insurance application), each its own document, written in the customer's language. While
         *     the bank prepares them (DOCUMENTS_PREPARATION) the answer is 409 `DOCUMENTS_NOT_READY`;
         *     before that step 409 `APPLICATION_STATUS_CONFLICT`.
         */
        get: operations["listLoanDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan-applications/v1/documents/{docId}": {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                docId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * The customer has read and accepts the document.
         * @description Only while the application is READY_FOR_SIGN, and in order: MAIN first, then each OTHER
         *     in turn; accepting out of order answers 409 `DOCUMENT_ORDER`. Accepting one again changes
         *     nothing. The answer's `status` is the application's.
         */
        patch: operations["acceptLoanDocument"];
        trace?: never;
    };
    "/api/loan-applications/v1/qr/generate": {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A signing-app link for the QR code, once every document is accepted.
         * @description Ends any earlier unsigned link of the application; the new one works for 30 minutes.
         *     Before every document is accepted the answer is 409 `DOCUMENTS_NOT_ACCEPTED`. The link
         *     opens the sandbox's signing app on the bank's own origin; a server without sandbox mode
         *     has no signing app and answers 409 `SIGNING_UNAVAILABLE`.
         */
        post: operations["generateLoanSigningQr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account-application/v1/applications": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start opening a current account in a currency (step 1, the currency choice).
         * @description The currency choice is step 1, so the application starts in READY_FOR_FATCA. It then
         *     follows the lifecycle chart's compressed steps: FATCA, the documents, the signing app and
         *     the bank's final approval, which opens the account with its IBAN.
         */
        post: operations["createAccountApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposit-application/v1/applications": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start opening a deposit on the product table's terms (step 1).
         * @description The rate is the product table's for the type, currency and term, fixed now. The amount
         *     must lie within the product's limits and be available on the source account (one of the
         *     customer's own, in the deposit's currency): a short balance answers 400
         *     INSUFFICIENT_FUNDS and starts nothing. The deposit is funded from the source account when
         *     the bank gives its final approval, after the documents are signed.
         */
        post: operations["createDepositApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposit-application/v1/products": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The bank's deposit product table - types, currencies, amounts, terms and rates. */
        get: operations["listDepositProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account-application/v1/applications/{id}/status": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        get: operations["getAccountApplicationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account-application/v1/documents": {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The account application's documents, MAIN first, in the order the customer reviews them.
         * @description Prepared in the application's language when it enters DOCUMENTS_PREPARATION: the current account agreement (MAIN), then the general terms and tariffs for current accounts (OTHER).
         *     Answers 409 DOCUMENTS_NOT_READY while they are being prepared, 409
         *     APPLICATION_STATUS_CONFLICT before that step, and 404 for another customer's application
         *     or another product's (each product's prefix reaches only its own applications).
         */
        get: operations["listAccountApplicationDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account-application/v1/qr/generate": {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signing-app link; asking for it accepts every document of the account application.
         * @description PRODUCT 7 has no accept call for accounts and deposits: the customer reviews MAIN, then OTHER,
         *     in the app, and generating the QR is their acceptance. So no document needs to be accepted
         *     before; this call marks them all accepted and opens a signing session (30 minutes; a new QR
         *     ends the earlier link), as the loan call does. Only READY_FOR_SIGN (409
         *     APPLICATION_STATUS_CONFLICT otherwise); 409 SIGNING_UNAVAILABLE outside sandbox mode, with
         *     nothing accepted; 404 for another customer's application or another product's.
         */
        post: operations["generateAccountSigningQr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposit-application/v1/applications/{id}/status": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        get: operations["getDepositApplicationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account-application/v1/applications/{id}/deposit-insurance": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer read how the deposit insurance scheme covers their money (step 3).
         * @description Records when the customer confirmed reading the deposit insurance notice and moves the
         *     application from INSURANCE_SELECTIONS on to its documents. The bank prepares no documents
         *     of an account or deposit without this confirmation.
         */
        post: operations["confirmAccountDepositInsuranceRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposit-application/v1/applications/{id}/deposit-insurance": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer read how the deposit insurance scheme covers their money (step 3).
         * @description Records when the customer confirmed reading the deposit insurance notice and moves the
         *     application from INSURANCE_SELECTIONS on to its documents. The bank prepares no documents
         *     of an account or deposit without this confirmation.
         */
        post: operations["confirmDepositInsuranceRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposit-application/v1/documents": {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The deposit application's documents, MAIN first, in the order the customer reviews them.
         * @description Prepared in the application's language when it enters DOCUMENTS_PREPARATION: the deposit agreement with its rate, term and payout plan (MAIN), then the deposit insurance information sheet (OTHER).
         *     Answers 409 DOCUMENTS_NOT_READY while they are being prepared, 409
         *     APPLICATION_STATUS_CONFLICT before that step, and 404 for another customer's application
         *     or another product's (each product's prefix reaches only its own applications).
         */
        get: operations["listDepositApplicationDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposit-application/v1/qr/generate": {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signing-app link; asking for it accepts every document of the deposit application.
         * @description PRODUCT 7 has no accept call for accounts and deposits: the customer reviews MAIN, then OTHER,
         *     in the app, and generating the QR is their acceptance. So no document needs to be accepted
         *     before; this call marks them all accepted and opens a signing session (30 minutes; a new QR
         *     ends the earlier link), as the loan call does. Only READY_FOR_SIGN (409
         *     APPLICATION_STATUS_CONFLICT otherwise); 409 SIGNING_UNAVAILABLE outside sandbox mode, with
         *     nothing accepted; 404 for another customer's application or another product's.
         */
        post: operations["generateDepositSigningQr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ms-fatca/v1/fatca/questions": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get: operations["listFatcaQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ms-fatca/v1/fatca/answers": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's last answers, when given in the last 12 months.
         * @description The answers of the customer's latest questionnaire, of any application, when they answered
         *     it within the last 12 months and in the questionnaire's current version: the form shows
         *     them prefilled for the customer to confirm. Otherwise no answers.
         */
        get: operations["getLastFatcaAnswers"];
        put?: never;
        post: operations["submitFatcaAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/slots": {
        parameters: {
            query: {
                productType: components["schemas"]["ProductType"];
                /** @description The application the slot or reservation belongs to. */
                sourceId: components["parameters"]["SourceIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Video-identification slots of the coming days, in 15-minute quarters. */
        get: operations["listSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reservations": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get: operations["getReservation"];
        /**
         * Move the booked video call to another time, until the operator starts it.
         * @description While the application waits for its identification (WAITING_IDENTIFICATION_RESULT), the
         *     customer may move the call to another quarter, or ask to be called as soon as possible.
         *     Releasing the old seat and taking the new one is one transaction: a quarter taken meanwhile
         *     answers 409 SLOT_FULL and keeps the old booking. Once the operator has started the call it
         *     answers 409 IDENTIFICATION_CALL_STARTED; in another status 409 APPLICATION_STATUS_CONFLICT.
         */
        put: operations["rebookIdentificationSlot"];
        /** Book a slot, or ask to be called as soon as possible (EMERGENCY, no time). */
        post: operations["createReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loan-insurance/v1/loan-insurances/offers": {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get: operations["listInsuranceOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loan-insurance/v1/loan-insurances/skip": {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Go on without loan insurance. */
        post: operations["skipInsurance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loan-insurance/v1/loan-insurances/select": {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
                insurerId: components["parameters"]["InsurerIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose an insurer when the customer has no insurance yet. */
        post: operations["selectInsurance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loan-insurance/v1/loan-insurances": {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
                insurerId: components["parameters"]["InsurerIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the insurer when the customer already has insurance. */
        patch: operations["updateInsurance"];
        trace?: never;
    };
    "/api/v1/accounts": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The customer's current accounts with their balances, oldest first. */
        get: operations["listAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        /** One of the customer's accounts with its requisites (for receiving transfers). */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts/{id}/statement": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        /**
         * A PDF statement of one of the customer's current accounts for a period.
         * @description In the language of `Accept-Language` (az, ru or en): the bank's name, the customer's full
         *     name, the account's IBAN and currency, the period, the opening balance, every operation of
         *     the period with its date (dd.MM.yyyy - HH:mm, Baku), description and amount, the totals in
         *     and out, and the closing balance. Sent as an attachment named after the IBAN and the period.
         */
        get: operations["getAccountStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts/{id}/requisites": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        /**
         * What a payer at another bank needs to send money to one of the customer's accounts.
         * @description The bank's name, VÖEN, BIC (SWIFT) and correspondent account at the Central Bank, from the
         *     bank's configuration, and the account's IBAN, currency and holder.
         */
        get: operations["getAccountRequisites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts/{id}/requisites.pdf": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        /** The same requisites as a one-page PDF to share, in the language of `Accept-Language`. */
        get: operations["getAccountRequisitesPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bank-contacts": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The bank's hotlines, from its configuration; open to visitors (the contact-us dialog). */
        get: operations["getBankContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The customer's cards, the default card first. */
        get: operations["listCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/{id}/block": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Blocks a card (PRODUCT 4.5; the app asks the customer to confirm first).
         * @description Idempotent: blocking a blocked card answers 200 with the card unchanged. A blocked card
         *     cannot pay or be chosen as the source of a payment or transfer; its account and balance
         *     are untouched.
         */
        post: operations["blockCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/{id}/activate": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unblocks a card; allowed at any time (PRODUCT 4.5).
         * @description Idempotent: activating an active card answers 200 with the card unchanged. An expired
         *     card cannot be activated: 409 CARD_EXPIRED, nothing changes.
         */
        post: operations["activateCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/{id}/controls": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        /** The card's daily limits (with what is used today) and its online payments switch. */
        get: operations["getCardControls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/{id}/limits": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the card's daily limits, confirmed with a one-time code.
         * @description Two steps. Without `confirmation` the limits are checked (each at most the bank's maximum,
         *     not negative: 400 CARD_LIMIT_OVER_MAX) and a code is sent: 202 with the session (429
         *     SMS_LIMIT_REACHED). With `confirmation` the same limits are set at once and the bank's own
         *     checks use them from the next operation: 200 with the controls. A wrong code is a 400
         *     OTP_INVALID with the tries left; the code confirms exactly the limits it was sent for
         *     (other figures: 400 CONFIRMATION_MISMATCH).
         */
        put: operations["updateCardLimits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/{id}/online-payments": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Turns the card's online (card-not-present) payments on or off, at once.
         * @description Off, the card pays nothing online: transfers and payments from it are refused with
         *     CARD_ONLINE_PAYMENTS_OFF. Idempotent.
         */
        put: operations["setCardOnlinePayments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/{id}/requisites": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The card's full number and expiry, after a one-time code.
         * @description Two steps, as updateCardLimits: without `confirmation` a code is sent (202); with it, 200
         *     with the requisites, answered with `Cache-Control: no-store`. The app shows them for
         *     `visibleSeconds` and keeps them in no storage.
         */
        post: operations["revealCardRequisites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deposits": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's running deposits, newest first.
         * @description A deposit leaves the list on its end date, when its principal and the last interest have
         *     been paid back to the source account; its operations stay in the history.
         */
        get: operations["listDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's running loans, newest first.
         * @description A loan leaves the list when its last instalment is paid; it can still be read by its id,
         *     and its operations stay in the history.
         */
        get: operations["listLoans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        /** One of the customer's loans with its repayment schedule and payment history. */
        get: operations["getLoan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/operations": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's operations history, newest first, a page at a time.
         * @description Without `productId` the history is every movement on the customer's current accounts
         *     (which their cards spend from). With it: an account's, a card's (only what that card
         *     did), a deposit's (principal and interest) or a loan's movements. PRODUCT 9's filters map to
         *     `from`/`to`: past week, past month and past 3 months are `from` = today less a week, a
         *     month or 3 months, `to` = today (dates in Baku, both ends included). Follow `nextCursor`
         *     for older operations with the same filters; it is null on the last page.
         */
        get: operations["listOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/operations/spending": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * What the customer spent in a period, by category, for the operations chart.
         * @description Spending is money that left the customer for someone else: card purchases, payments,
         *     loan instalments and fees. Moves between the customer's own products (funding a deposit,
         *     interest paid in) are not spending. One breakdown per currency, because amounts in
         *     different currencies are never added up; categories by amount, largest first. The period
         *     and `productId` mean what they mean for the operations history.
         */
        get: operations["getSpendingByCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/operations/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description An operation's `id` from the history. */
                id: components["parameters"]["OperationIdPath"];
            };
            cookie?: never;
        };
        /**
         * One operation of the customer's history with its details.
         * @description Amounts, commission, counterparty, reference, status, date and time of one line of the
         *     history. Another customer's operation answers 404, like one that does not exist.
         */
        get: operations["getOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/operations/{id}/receipt": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description An operation's `id` from the history. */
                id: components["parameters"]["OperationIdPath"];
            };
            cookie?: never;
        };
        /**
         * The receipt of one operation as a one-page PDF.
         * @description In the caller's language, with the figures `getOperation` answers. Another customer's
         *     operation answers 404.
         */
        get: operations["getOperationReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's transfers, newest first, a page at a time.
         * @description Follow `nextCursor` for older ones; it is null on the last page.
         */
        get: operations["listTransfers"];
        put?: never;
        /**
         * Makes the transfer a quote describes.
         * @description The quote fixes the amounts, the commission and the rate; an expired quote is refused
         *     with 409 QUOTE_EXPIRED (ask for a new one, nothing is changed). Between the customer's own
         *     products the transfer is executed at once. Anything that leaves them waits for a one-time code
         *     (AWAITING_CODE; the SMS names the amount and the payee and the code is valid for this transfer
         *     only, PRODUCT 4.5). Clearing after the cut-off or on a non-business day is SCHEDULED for its
         *     execution date with the money held. Send an `Idempotency-Key`: a retry returns the first answer.
         *     The code's SMS is written in the transaction that makes the transfer: there is no transfer
         *     awaiting a code that was never sent. 429 SMS_LIMIT_REACHED (with Retry-After) when the
         *     customer's phone had too many code SMS in the last hour or day; nothing is made.
         */
        post: operations["createTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/quote": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prices a would-be transfer without making it.
         * @description Checks every rule (PRODUCT 5: amount, card number, IBAN, tax ID, the same source and
         *     destination, blocked cards, the available balance including the commission, the limits) and
         *     answers the rail, commission, rate, both amounts, total, execution date, whether a code will be
         *     needed, and until when the quote holds. A refusal is a 400 whose code names the field.
         */
        post: operations["quoteTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/recipient": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The masked name and bank behind an IBAN, a card number or a mobile number.
         * @description Give exactly one of the three. Unknown to this bank and to IPS's directory: 404.
         */
        get: operations["findTransferRecipient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/limits": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The customer's limits for transfers to others and what is left of them. */
        get: operations["getTransferLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        /** One transfer of the customer. */
        get: operations["getTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/{id}/confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a transfer with the one-time code sent for it.
         * @description A wrong code is a 400 OTP_INVALID with the tries left; after 5 wrong tries or 5 minutes
         *     the transfer is CANCELED and nothing moves. A right code executes it (or schedules clearing).
         */
        post: operations["confirmTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/{id}/resend-code": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a new one-time code for a transfer awaiting its code.
         * @description The same rules as at sign-in: after 60 s, 3 times at most, within the code SMS limits
         *     (429 SMS_LIMIT_REACHED).
         */
        post: operations["resendTransferCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/{id}/cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a scheduled transfer, releasing its hold.
         * @description Only a SCHEDULED (or AWAITING_CODE) transfer can be canceled; otherwise 409.
         */
        post: operations["cancelTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/{id}/receipt": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        /**
         * The receipt of an executed transfer as a one-page PDF.
         * @description In the caller's language. A transfer not executed yet is a 409.
         */
        get: operations["getTransferReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/{id}/receipt/email": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Emails the receipt of an executed transfer, the PDF attached. */
        post: operations["sendTransferReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-providers": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The payment categories and their providers, as /payments lists them. */
        get: operations["listPaymentProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-providers/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        /** One provider's form, with its fields and their rules, its minimum and maximum. */
        get: operations["getPaymentProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-providers/{id}/subscriber": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks the provider who is behind a phone number or subscriber code, and what they owe.
         * @description The fields are checked by the provider's rules first (400 with the field's code, e.g.
         *     PHONE_PREFIX_NOT_OPERATOR, SUBSCRIBER_CODE_INVALID). 404 SUBSCRIBER_NOT_FOUND when the
         *     provider does not know the subscriber; 503 PROVIDER_UNAVAILABLE when it does not answer.
         *     Reads only.
         */
        post: operations["findPaymentSubscriber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes the payment a quote describes.
         * @description As createTransfer: the payment awaits its one-time code (AWAITING_CODE, the SMS names the
         *     total and the provider). Send an `Idempotency-Key`: a retry returns the first answer.
         *     409 QUOTE_EXPIRED or QUOTE_ALREADY_USED; 503 PROVIDER_UNAVAILABLE; nothing is made.
         */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/quote": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prices a would-be payment without making it.
         * @description The transfers' pricing for a provider: the fields by the provider's rules, the amount
         *     within the provider's minimum and maximum (PRODUCT 5), the source (an AZN current account or
         *     card that may pay; a card's online switch and online limit), the commission, the available
         *     balance including it, and the execution date (PRODUCT 9: after 17:00 or on a non-business
         *     day, the next business day). A refusal is a 400 whose code names the field; 503
         *     PROVIDER_UNAVAILABLE when the provider does not answer.
         */
        post: operations["quotePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        /** One payment of the customer. */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/{id}/confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a payment with the one-time code sent for it.
         * @description As confirmTransfer: a wrong code is a 400 OTP_INVALID with the tries left; after 5 wrong
         *     tries or 5 minutes the payment is CANCELED and nothing moves. A right code executes it, or
         *     schedules it with its total held when PRODUCT 9 says it executes on a later day.
         */
        post: operations["confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/{id}/resend-code": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a new one-time code for a payment awaiting its code (the transfers' rules). */
        post: operations["resendPaymentCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a payment awaiting its code or scheduled; a scheduled one's hold is released.
         * @description 409 once it is executed, canceled or failed; nothing changes then.
         */
        post: operations["cancelPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/{id}/receipt": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        /**
         * The receipt of an executed payment as a PDF, with the provider's reference.
         * @description 409 while the payment is not executed.
         */
        get: operations["getPaymentReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-templates": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The customer's payment templates, by name. */
        get: operations["listPaymentTemplates"];
        put?: never;
        /**
         * Saves a payment template.
         * @description The fields and the amount are checked by the provider's rules as for a payment (400 with
         *     the field's code); 409 TEMPLATE_NAME_TAKEN when the customer has a template of that name.
         */
        post: operations["createPaymentTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-templates/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        /** One of the customer's templates; another customer's is a 404. */
        get: operations["getPaymentTemplate"];
        /** Replaces a template's name, provider, fields and amount (the same rules as saving). */
        put: operations["updatePaymentTemplate"];
        post?: never;
        /** Deletes a template. */
        delete: operations["deletePaymentTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-methods": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The current accounts and cards the customer can pay from, the default marked. */
        get: operations["listPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-methods/default": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Chooses the source pre-selected on every transfer and payment form.
         * @description 409 CARD_BLOCKED or CARD_EXPIRED for a card that cannot pay; 404 for a product that is
         *     not the customer's current account or card. Nothing changes on a refusal.
         */
        put: operations["setDefaultPaymentMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prepayments": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes the early repayment a quote describes.
         * @description The quote's rules again, then: FM_3 is booked at once in one ledger transaction and closes
         *     the loan (COMPLETED); FM_1 and FM_2 hold the amount on the repayment account and are
         *     processed on the next business day (IN_REVIEW). The money goes to the customer's own loan,
         *     so, as for transfers between own products, no one-time code is asked. Send an
         *     `Idempotency-Key`: a retry returns the first answer.
         */
        post: operations["createPrepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prepayments/quote": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The schedule after an early repayment beside the current one, without making it.
         * @description The loan must be the customer's, running, with no overdue instalment (422
         *     PREPAYMENT_OVERDUE_DEBT) and payable online (422 PREPAYMENT_INVALID_LOAN); FM_1 and FM_2
         *     need an amount of at least the minimum (422 PREPAYMENT_AMOUNT_BELOW_MIN) and below the whole
         *     debt; the repayment account must cover it; a loan with a prepayment in review answers 409
         *     PREPAYMENT_ALREADY_EXISTS. Reads only.
         */
        post: operations["quotePrepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prepayments/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        /** One prepayment of the customer; another customer's is 404 PREPAYMENT_NOT_FOUND. */
        get: operations["getPrepayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prepayments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a prepayment in review; its hold is released.
         * @description 409 PREPAYMENT_VALIDATION once it is completed or canceled; nothing changes then.
         */
        post: operations["cancelPrepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cash-codes": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's withdrawal codes, newest first, a page at a time.
         * @description Follow `nextCursor` for older ones; it is null on the last page. `status` keeps only the
         *     codes in that status (as of the bank's clock: an ACTIVE code past its expiry is EXPIRED).
         */
        get: operations["listCashCodes"];
        put?: never;
        /**
         * Orders the cash a quote describes; the order awaits its one-time code.
         * @description As createPayment: the order is AWAITING_CODE and the SMS names the amount and the
         *     commission. Nothing is held yet. Send an `Idempotency-Key`: a retry returns the first
         *     answer. 409 QUOTE_EXPIRED, QUOTE_ALREADY_USED or CASH_FUNDS_GONE ('Unsuccessful
         *     operation'), CARD_BLOCKED or CARD_EXPIRED; nothing is made or sent.
         */
        post: operations["createCashCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cash-codes/quote": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prices a would-be cash withdrawal by code without making it.
         * @description The amount is a multiple of 5 ₼ and at least 10 ₼ (PRODUCT 5); the source is the customer's
         *     AZN current account or card that may pay; the commission is shown before confirming and
         *     the total must be within the available balance (PRODUCT 9). Over 4 000 ₼ the order is split
         *     into several codes (`parts`). A refusal is a 400 whose code names the field
         *     (CashCodeRefusal); nothing is held.
         */
        post: operations["quoteCashCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cash-codes/orders/{id}/confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a cash order with the one-time code sent for it; the withdrawal codes go out.
         * @description As confirmPayment: a wrong code is a 400 OTP_INVALID with the tries left; after 5 wrong
         *     tries or 5 minutes the order is CANCELED and nothing moves. A right code, in one
         *     transaction: the commission is charged, each part's amount is held for 24 hours, and each
         *     withdrawal code is sent by SMS to the customer's phone. 409 CASH_FUNDS_GONE ('Unsuccessful
         *     operation') when the balance no longer covers the total, CARD_BLOCKED or CARD_EXPIRED when
         *     the card can no longer pay: nothing is held or charged, and the code stays usable.
         */
        post: operations["confirmCashCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cash-codes/orders/{id}/resend-code": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a new one-time code for an order awaiting its code (the transfers' rules). */
        post: operations["resendCashCodeOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cash-codes/{id}/cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels an active withdrawal code; its hold is released (the commission is not).
         * @description 409 CASH_CODE_NOT_ACTIVE ('Unsuccessful operation') once it is used, expired or canceled;
         *     nothing changes then. Another customer's code is a 404.
         */
        post: operations["cancelCashCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bank-calendar": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The bank's date and time, and its business days.
         * @description The app shows the bank's today (it follows the sandbox clock) and when clearing executes.
         */
        get: operations["getBankCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Every live signed-in session of the customer, the current one marked.
         * @description A live session is one not ended, within its idle timeout and its absolute lifetime. Each
         *     shows the device it signed in from (browser and OS from its user agent), the IP address,
         *     when it started and when it was last active.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/end-others": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends every session of the customer except the one of this call.
         * @description Their tokens stop working at once; `ended` says how many were live.
         */
        post: operations["endOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                sessionId: components["schemas"]["SessionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Ends another session of the customer.
         * @description Its access and refresh tokens stop working at once: its next call is a 401 and its refresh
         *     is refused. The session of this call is refused with 409 SESSION_IS_CURRENT (sign out with
         *     logout instead); another customer's session, or one already ended, is 404 SESSION_NOT_FOUND.
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sign-in-history": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's last 20 sign-ins and failed sign-in attempts, newest first.
         * @description From the bank's security audit trail: each with its time, IP address, device and outcome,
         *     so the customer can spot an attempt that was not theirs.
         */
        get: operations["listSignInHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exchange-rates": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The bank's current exchange rates for transfers between currencies. */
        get: operations["listExchangeRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/sms": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The SMS outbox, newest first. */
        get: operations["listSandboxSms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/clock": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The bank's time and how far the sandbox has moved it ahead of real time. */
        get: operations["getSandboxClock"];
        put?: never;
        /**
         * Moves the bank's date forward, for every server process sharing the database.
         * @description Give either `days` (whole days to add) or `until` (a date, meaning the start of that day in
         *     Baku, or a date-time). Time only moves forward: a negative `days` or an `until` before the
         *     bank's present answers 400 CLOCK_CANNOT_GO_BACK and changes nothing.
         */
        post: operations["moveSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/loan-applications": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Every customer's loan applications for the operator console, newest first.
         * @description Each item carries `allowedEvents`, the events the lifecycle chart takes from its status, so
         *     the console offers only the actions `POST .../{id}/events` will accept.
         */
        get: operations["listSandboxLoanApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/loan-applications/{id}/events": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The operator moves any customer's application on by a lifecycle event.
         * @description The event goes through the same lifecycle chart as the customer's own calls
         *     (machines/loanApplication.machine.ts): one the chart does not allow from the application's
         *     status answers 409 and changes nothing. REFRESHED also renews the deadline and the offers.
         *     The final approval that books a loan checks the debt-to-income limit again against the
         *     customer's loans at that moment: over it is 409 DEBT_TO_INCOME_EXCEEDED, nothing booked.
         */
        post: operations["applySandboxLoanApplicationEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/loan-applications/{id}/identification-call": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The operator starts the booked video call; from then on the customer cannot move it.
         * @description Only while the application waits for its identification result (409
         *     APPLICATION_STATUS_CONFLICT otherwise), and only with a booked call (404 otherwise).
         *     Starting a call that has started already changes nothing.
         */
        post: operations["startSandboxIdentificationCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/signing/{token}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The signing link's secret part. */
                token: components["parameters"]["SigningTokenPath"];
            };
            cookie?: never;
        };
        /**
         * What the signing app shows for a QR link - the application and its documents.
         * @description The token is the last part of the link `POST /api/loan-applications/v1/qr/generate`
         *     returned. An unknown, revoked (a newer QR was made) or expired token answers 404.
         */
        get: operations["getSandboxSigningSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/signing/{token}/documents/{docId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signing link's secret part. */
                token: components["parameters"]["SigningTokenPath"];
                docId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** One of the session's documents as the PDF the customer accepted. */
        get: operations["getSandboxSigningDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/signing/{token}/sign": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The signing link's secret part. */
                token: components["parameters"]["SigningTokenPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer signs every document in the signing app (DOCUMENTS_SIGNED).
         * @description Goes through the lifecycle chart like every status change: the application moves from
         *     READY_FOR_SIGN to SIGNED. Signing twice, or an application no longer READY_FOR_SIGN, answers
         *     409 and changes nothing.
         */
        post: operations["signSandboxSigningSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/exchange-rates": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the bank's exchange rates; quotes made from now on use them. */
        put: operations["setSandboxExchangeRates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/ips-directory": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The sandbox's IPS directory of other banks' customers, by mobile number. */
        get: operations["listSandboxIpsDirectory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/mail": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The mail outbox (receipts sent by email), newest first. */
        get: operations["listSandboxMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/clearing/settle": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Plays the interbank clearing and IPS - settles what the bank sent to other banks. */
        post: operations["settleSandboxClearing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/payment-subscribers": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The sandbox providers' subscribers with their codes and current debts. */
        get: operations["listSandboxPaymentSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/payment-providers/{id}/availability": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /** Takes a sandbox provider down or brings it back. */
        put: operations["setSandboxProviderAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/atm/withdrawals": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plays an ATM - dispenses the cash of an active withdrawal code for a phone number.
         * @description The held amount is taken into the bank's cash in one ledger transaction and the code is
         *     USED. A wrong, used or expired code is 400 ATM_CODE_REFUSED with the tries left; after 5
         *     refusals for a phone the ATM refuses that phone for 15 minutes of bank time (429
         *     ATM_LOCKED with Retry-After).
         */
        post: operations["withdrawSandboxAtmCash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-consents": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The consents the customer authorised or answered, newest first, a page at a time.
         * @description Each with its institution, created date, expiry date (validUntil), types, status (by the
         *     bank's clock), the accounts and rights granted and when the third party last read.
         *     `status` keeps only those in that status. Follow `nextCursor` for older ones.
         */
        get: operations["listAccountConsents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-consents/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        /**
         * One consent with its access log; or a third party's request awaiting an answer.
         * @description The customer's own consent, or a `received` one nobody has answered yet (what the
         *     authorisation page shows: who asks, which rights, until when, how often, and the
         *     customer's open accounts and cards in `grantable`). Any other is 404. The access log is
         *     newest first, `logLimit` lines a page, older ones with `logCursor`.
         */
        get: operations["getAccountConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-consents/{id}/authorize": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chooses the accounts and cards to grant; a one-time code is sent to confirm.
         * @description Only for a `received` consent (409 CONSENT_NOT_RECEIVED otherwise). Every id must be one
         *     of the customer's open accounts or cards (400 CONSENT_ACCOUNT_NOT_GRANTABLE). The code is
         *     bound to this consent and exactly these accounts. Nothing changes until it is confirmed.
         *     429 SMS_LIMIT_REACHED.
         */
        post: operations["authorizeAccountConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-consents/{id}/confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms the authorisation with the code; the consent becomes valid for the chosen accounts.
         * @description In one transaction the code is checked, the consent is bound to the customer and the
         *     accounts, and becomes `valid`. A wrong code is 400 OTP_INVALID with the tries left (the
         *     try is counted, nothing else changes); other accounts than the code was sent for 400
         *     CONFIRMATION_MISMATCH; a consent no longer `received` (answered meanwhile, expired) 409
         *     CONSENT_NOT_RECEIVED. The answer gives the TPP-Redirect-URI (with `consentId`) to send the
         *     browser back to.
         */
        post: operations["confirmAccountConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-consents/{id}/resend-code": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a new code for the authorisation (60 s after the last, at most 3 times).
         * @description 400 OTP_SESSION_INVALID (not this customer's code for this consent), 409
         *     CONSENT_NOT_RECEIVED, 429 OTP_RESEND_TOO_EARLY (Retry-After), OTP_RESEND_LIMIT,
         *     SMS_LIMIT_REACHED.
         */
        post: operations["resendAccountConsentCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-consents/{id}/reject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuses a third party's request; the consent becomes rejected.
         * @description Only a `received` consent (409 CONSENT_NOT_RECEIVED). It is then the customer's, listed as
         *     rejected. The answer gives the TPP-Redirect-URI (with `consentId`) to send the browser back to.
         */
        post: operations["rejectAccountConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-consents/{id}/revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes a valid consent at once (revokedByPsu); the third party's next read is refused.
         * @description The app asks the customer to confirm first (SPEC 4.5). A read in flight when the revoke
         *     commits is refused too, and a revoked consent never becomes valid again. 409
         *     CONSENT_NOT_VALID when it already gives no access (expired, revoked, terminated).
         */
        post: operations["revokeAccountConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/other-consents": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The bank's own consents the customer gave (data processing, marketing), newest first.
         * @description Each with its wording in the request's language, the date given and its status.
         */
        get: operations["listOtherConsents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/other-consents/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws one of the bank's consents at once; 409 OTHER_CONSENT_WITHDRAWN if it already is. */
        post: operations["withdrawOtherConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/psd2/v1/consents": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for access to a customer's accounts; the consent is `received`.
         * @description The customer is not named: whoever signs in at `_links.scaRedirect` and authorises it
         *     with a one-time code chooses the accounts and cards. 400 TPP_REDIRECT_URI_NOT_REGISTERED,
         *     CONSENT_VALID_UNTIL_PAST, CONSENT_VALID_UNTIL_TOO_FAR (more than 180 days ahead),
         *     CONSENT_ACCESS_EMPTY, CONSENT_FREQUENCY_INVALID; 401 TPP_UNAUTHORIZED.
         */
        post: operations["createConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/psd2/v1/consents/{consentId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        /**
         * The consent as the bank keeps it, the granted accounts once authorised.
         * @description 403 CONSENT_UNKNOWN for another third party's consent or none. Not counted as a read.
         */
        get: operations["getConsent"];
        put?: never;
        post?: never;
        /**
         * The third party ends the consent (terminatedByTpp); no read is allowed after.
         * @description A received or valid consent becomes terminatedByTpp at once. One that already gives no
         *     access (rejected, revoked, expired, terminated) keeps its status; the answer is the same 204.
         */
        delete: operations["deleteConsent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/psd2/v1/consents/{consentId}/status": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        /** The consent's status by the bank's clock (a valid one past validUntil is expired). */
        get: operations["getConsentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/psd2/v1/accounts": {
        parameters: {
            query?: never;
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
                /** @description The consent the read is made under. */
                "Consent-ID": components["parameters"]["ConsentIdHeader"];
                /**
                 * @description The customer's IP address, sent only when the customer is present and asked for the read
                 *     (Berlin Group). Without it the read is unattended and counts against frequencyPerDay.
                 */
                "PSU-IP-Address"?: components["parameters"]["PsuIpAddress"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The accounts and cards the consent covers.
         * @description Every read is checked against the consent in the transaction that reads the data and is
         *     logged with its time: 401 CONSENT_INVALID or CONSENT_EXPIRED when the consent gives no
         *     access (a revoke refuses the very next read), 403 CONSENT_UNKNOWN (not this third
         *     party's), 429 ACCESS_EXCEEDED after frequencyPerDay unattended reads of this endpoint
         *     today (Baku). `withBalance` needs the BALANCES right (403 CONSENT_RIGHT_NOT_GRANTED).
         */
        get: operations["readConsentAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/psd2/v1/accounts/{accountId}/balances": {
        parameters: {
            query?: never;
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
                /** @description The consent the read is made under. */
                "Consent-ID": components["parameters"]["ConsentIdHeader"];
                /**
                 * @description The customer's IP address, sent only when the customer is present and asked for the read
                 *     (Berlin Group). Without it the read is unattended and counts against frequencyPerDay.
                 */
                "PSU-IP-Address"?: components["parameters"]["PsuIpAddress"];
            };
            path: {
                /** @description A `resourceId` of the account list. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        /**
         * One covered account's balances (booked and available).
         * @description As readConsentAccounts, and 403 CONSENT_ACCOUNT_NOT_COVERED for an account the customer
         *     did not grant, 403 CONSENT_RIGHT_NOT_GRANTED without the BALANCES right. The unattended
         *     count is per account.
         */
        get: operations["readConsentBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/psd2/v1/accounts/{accountId}/transactions": {
        parameters: {
            query?: never;
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
                /** @description The consent the read is made under. */
                "Consent-ID": components["parameters"]["ConsentIdHeader"];
                /**
                 * @description The customer's IP address, sent only when the customer is present and asked for the read
                 *     (Berlin Group). Without it the read is unattended and counts against frequencyPerDay.
                 */
                "PSU-IP-Address"?: components["parameters"]["PsuIpAddress"];
            };
            path: {
                /** @description A `resourceId` of the account list. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        /**
         * One covered account's booked transactions in a period, newest first, a page at a time.
         * @description As readConsentBalances, with the TRANSACTIONS right. `dateTo` defaults to today; 400
         *     PERIOD_INVALID when dateFrom is after dateTo. Follow `_links.next` for older ones; each
         *     page is a read (logged and, unattended, counted).
         */
        get: operations["readConsentTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/tpps": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The third parties the sandbox registers (their secrets stay on the server). */
        get: operations["listSandboxTpps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/tpps/{tppId}/consents": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                tppId: components["parameters"]["SandboxTppIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plays the third party - asks the bank for a consent through /psd2/v1 (createConsent).
         * @description The server calls createConsent with the third party's credentials and its redirect URI
         *     `/sandbox-tpp?tpp={tppId}`, and answers what it got: open `scaRedirect` in the browser.
         *     A refusal of createConsent is answered as it came (400 with its code). 404 for an unknown tppId.
         */
        post: operations["requestSandboxTppConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/tpps/{tppId}/consents/{consentId}/read": {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                tppId: components["parameters"]["SandboxTppIdPath"];
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plays the third party - reads what the consent allows through /psd2/v1.
         * @description getConsentStatus, then readConsentAccounts, and for each account readConsentBalances and
         *     readConsentTransactions (the last 30 days, 5 at most) as the rights allow. A refusal is
         *     data here (200 with `refusal`), e.g. 401 CONSENT_INVALID after the customer revoked.
         *     Each call is a real read: logged, and with `attended: false` counted against
         *     frequencyPerDay. 404 for an unknown tppId.
         */
        post: operations["readSandboxTppData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * @description PIN (the FIN), TRP or PRP; IDC, a national ID card's number (PRODUCT 6: old generation AZE and 8 digits, new generation AA and 7 digits), which signs in the customer whose FIN the card carries; for a foreign passport, the passport series itself.
         * @example PIN
         * @example TRP
         * @example PRP
         * @example IDC
         * @example AB
         */
        IdentifierType: string;
        /** @description FIN (7 upper-case letters and digits) or the document number. */
        IdentifierValue: string;
        RegistrationRequest: {
            identifierType: components["schemas"]["IdentifierType"];
            identifierValue: components["schemas"]["IdentifierValue"];
        };
        /** @description Every error the bank answers with. `message` is in the request's language. */
        Error: {
            /**
             * @description Stable machine-readable code, e.g. VALIDATION_FAILED, NOT_FOUND.
             * @example VALIDATION_FAILED
             */
            code: string;
            /** @description Human-readable text in the language of Accept-Language. */
            message: string;
        };
        OpaqueId: string;
        /** @enum {string} */
        OtpOperation: "LOGIN" | "REGISTRATION" | "FORGOT_PASSWORD" | "CHANGE_PASSWORD";
        /** @description A one-time code was sent (or, for an unknown identifier, looks exactly as if it was). */
        OtpChallenge: {
            /** @example OTP_SENT */
            status: string;
            sessionId: components["schemas"]["OpaqueId"];
            otpOperation: components["schemas"]["OtpOperation"];
        };
        Password: string;
        LoginRequest: {
            identifierType: components["schemas"]["IdentifierType"];
            identifierValue: components["schemas"]["IdentifierValue"];
            password: components["schemas"]["Password"];
        };
        /**
         * @description A refusal of a sign-in or one-time-code call, in the bank's error shape. After a wrong
         *     password (INVALID_CREDENTIALS) or a wrong code (OTP_INVALID), attemptsLeft says how many more
         *     tries are allowed before sign-in is locked or the code is used up; the same count stands for
         *     an identifier the bank does not know, so it tells nobody who is a customer.
         */
        AuthError: components["schemas"]["Error"] & {
            attemptsLeft?: number;
        };
        OtpValidateRequest: {
            otp: string;
        };
        /**
         * @description status is SUCCESS. LOGIN adds accessToken and refreshToken; REGISTRATION and
         *     FORGOT_PASSWORD add registrationToken (for set-password, valid 15 minutes, once);
         *     CHANGE_PASSWORD adds nothing: the new password has taken effect.
         */
        OtpValidateResponse: {
            status: string;
            accessToken?: string;
            refreshToken?: string;
            registrationToken?: string;
        };
        StatusResponse: {
            status: string;
        };
        /**
         * @description Checked by the bank, not the contract, so each problem gets its own message:
         *     PASSWORD_WEAK (at least 8 characters with upper and lower case letters, a digit and a
         *     special character), PASSWORD_REPEAT_REQUIRED, PASSWORDS_DO_NOT_MATCH.
         */
        NewPassword: string;
        SetPasswordRequest: {
            password: components["schemas"]["NewPassword"];
            passwordConfirm: components["schemas"]["NewPassword"];
        };
        TokenPair: {
            accessToken: string;
            refreshToken: string;
        };
        RefreshRequest: {
            refreshToken: components["schemas"]["OpaqueId"];
        };
        ChangePasswordRequest: {
            currentPassword: components["schemas"]["Password"];
            password: components["schemas"]["NewPassword"];
            passwordConfirm: components["schemas"]["NewPassword"];
        };
        ChangePasswordResponse: {
            status: string;
            /** @description The one-time-code session the profile flow keeps and validates the code against. */
            data: components["schemas"]["OpaqueId"];
        };
        Id: string;
        User: {
            id: components["schemas"]["Id"];
            firstName: string;
            lastName: string;
            identifierType: components["schemas"]["IdentifierType"];
            identifierValue: components["schemas"]["IdentifierValue"];
            /** @description Masked, e.g. +994 50 *** ** 67. */
            phoneNumber: string;
        };
        /** Format: date-time */
        DateTime: string;
        /** @description A passkey of the customer's, as the settings page lists it. */
        Passkey: {
            /** Format: uuid */
            id: string;
            /**
             * @description Browser and system of the device it was added on, from its user agent.
             * @example Chrome on Windows
             */
            deviceName: string;
            createdAt: components["schemas"]["DateTime"];
            /** @description The last sign-in with it; null while it was never used. */
            lastUsedAt: components["schemas"]["DateTime"] | null;
        };
        /**
         * @description Every passkey of the customer, newest first. Not paged: a customer keeps at most 10
         *     (PASSKEY_LIMIT_REACHED), so the whole list is one short page.
         */
        PasskeyList: {
            items: components["schemas"]["Passkey"][];
        };
        /**
         * @description What the browser's ceremony answered, in WebAuthn's JSON form (RegistrationResponseJSON or
         *     AuthenticationResponseJSON).
         */
        WebAuthnCredential: {
            id: string;
            rawId: string;
            /** @enum {string} */
            type: "public-key";
            response: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description The code sent by the first call of a two-step change, with that call's session. */
        CodeConfirmation: {
            sessionId: components["schemas"]["OpaqueId"];
            code: string;
        };
        PasskeyRegistrationRequest: {
            challengeId: components["schemas"]["OpaqueId"];
            credential: components["schemas"]["WebAuthnCredential"];
            confirmation?: components["schemas"]["CodeConfirmation"];
        };
        /**
         * @description A one-time code was sent by SMS; repeat the call with `confirmation` { sessionId, code }
         *     within the expiry to carry it out. 5 wrong tries end the session.
         */
        CodeChallenge: {
            sessionId: components["schemas"]["OpaqueId"];
            expiresAt: components["schemas"]["DateTime"];
        };
        /**
         * @description A WebAuthn ceremony the bank started: `options` go to the browser's
         *     navigator.credentials (PublicKeyCredentialCreationOptionsJSON for a registration,
         *     PublicKeyCredentialRequestOptionsJSON for a sign-in, as SimpleWebAuthn's browser package
         *     takes them); `challengeId` names the challenge the answer is checked against. It lasts
         *     5 minutes and is used once.
         */
        PasskeyCeremony: {
            challengeId: components["schemas"]["OpaqueId"];
            options: {
                challenge: string;
            } & {
                [key: string]: unknown;
            };
        };
        PasskeySignInRequest: {
            challengeId: components["schemas"]["OpaqueId"];
            credential: components["schemas"]["WebAuthnCredential"];
        };
        /**
         * @description SUCCESS with accessToken and refreshToken when this passkey was used or added from the
         *     client's network before (an IPv4 /24, an IPv6 /48); otherwise OTP_SENT with sessionId and
         *     otpOperation LOGIN, exactly as the password step of sign-in answers: validate-otp completes
         *     it, and the network is remembered once the code is right.
         */
        PasskeySignInResult: {
            /** @enum {string} */
            status: "SUCCESS" | "OTP_SENT";
            accessToken?: string;
            refreshToken?: string;
            sessionId?: components["schemas"]["OpaqueId"];
            otpOperation?: components["schemas"]["OtpOperation"];
        };
        /** @enum {string} */
        ProductType: "LOAN" | "ACCOUNT" | "DEPOSIT" | "LOAN_PREPAYMENT";
        /** @description An item of the customer's request list. */
        Order: {
            id: components["schemas"]["Id"];
            productType: components["schemas"]["ProductType"];
            /** @enum {string} */
            type?: "LOAN" | "LOAN_PREPAYMENT" | "REFIN";
            status: string;
            createdAt: components["schemas"]["DateTime"];
            amount?: number;
            currency?: string;
            deadline?: components["schemas"]["DateTime"];
        };
        NewLoanApplication: {
            /**
             * @description LOAN for a new credit, REFIN to refinance loans at other banks.
             * @enum {string}
             */
            type: "LOAN" | "REFIN";
            /** @description Whole manat (PRODUCT 9's minimum 300). */
            requestedAmount: number;
            /**
             * @description 9 digits after +994, starting 50, 51, 77, 70, 99, 60 or 10 (PRODUCT 5). Omitted, the
             *     application takes the customer's registered mobile number; the video call uses the
             *     application's number, so the customer gives it once.
             */
            customerPhoneNumber?: string;
            /** @description The customer's monthly salary in qəpik (minor units), required (PRODUCT 5); more than 0. */
            salary: number;
            /**
             * @description The officially confirmed part of the monthly salary in qəpik, optional; from 0 up to the
             *     salary.
             */
            officialIncome?: number;
        };
        LoanApplication: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            type?: "LOAN" | "REFIN";
            status: string;
            requestedAmount: number;
            customerPhoneNumber: string;
            /** @description Monthly salary in manat as given with the application; null for none given. */
            salary?: number | null;
            /** @description The officially confirmed monthly income in manat; null when not given. */
            officialIncome?: number | null;
            createdAt?: components["schemas"]["DateTime"];
            deadline?: components["schemas"]["DateTime"];
        };
        AcceptOfferRequest: {
            offerId: components["schemas"]["Id"];
            amount: number;
            term: number;
            refinancedLoans?: {
                refLiabilityId: components["schemas"]["Id"];
                bankId: components["schemas"]["Id"];
                iban: string;
            }[];
        };
        RefinancingDocument: {
            id: components["schemas"]["Id"];
            refLiabilityId: components["schemas"]["Id"];
            fileName: string;
            /** @enum {string} */
            mediaType: "image/jpeg" | "image/png" | "application/pdf";
            /** @description Bytes. */
            size: number;
            /** Format: date-time */
            uploadedAt: string;
        };
        LoanApplicationFile: {
            id: components["schemas"]["Id"];
            fileName: string;
            /** @enum {string} */
            mediaType: "image/jpeg" | "image/png" | "application/pdf";
            /** @description Bytes. */
            size: number;
            /** Format: date-time */
            uploadedAt: string;
        };
        Duration: {
            minTerm: number;
            maxTerm: number;
            interest: number;
        };
        Offer: {
            id: components["schemas"]["Id"];
            /**
             * @description The offer's position in the bank's list (PRODUCT 9); 999 is the amount the customer asked
             *     for, which the calculator opens on.
             */
            index: number;
            amount: number;
            /** @default 300 */
            minimumAmount: number;
            term: number;
            interest: number;
            monthlyPayment: number;
            /** @description The customer's maximum monthly payment for this offer. */
            debtToIncomeRatio: number;
            /** @description Semicolon-separated liability ids; empty for a plain credit offer. */
            refinancingLoansCombinationKey: string;
            durations: components["schemas"]["Duration"][];
        };
        EligibleRefinancingLoan: {
            refLiabilityId: components["schemas"]["Id"];
            loanAccount: string;
            bankName?: string;
            outstandingAmount?: number;
            /** @description The bank holding the loan, matched by its BIC (the first four letters are the loan account's IBAN bank code, SPEC 9); absent when no bank of the directory matches. */
            bankId?: components["schemas"]["Id"];
            bic?: string;
            /** @description The loan is held at Bank VTB (Azərbaycan), recognised by either of its two BICs. */
            isVtb?: boolean;
            /** @description The holding bank takes part in IPS, so the payoff reaches it at once. */
            supportIps?: boolean;
        };
        OffersResponse: {
            offers: components["schemas"]["Offer"][];
            eligibleForRefinancingLoans: components["schemas"]["EligibleRefinancingLoan"][];
        };
        BankDetails: {
            id: components["schemas"]["Id"];
            bic: string;
            name?: string;
            /** @description Bank VTB (Azərbaycan), recognised by either of its two BICs (SPEC 9). */
            isVtb?: boolean;
            /** @description The bank takes part in IPS, the Central Bank's instant payment system. */
            supportIps?: boolean;
        };
        Document: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            documentType: "MAIN" | "OTHER";
            /**
             * @description The paper's own title in the language of `Accept-Language` (the loan contract, the
             *     insurance application…), as printed on it: several OTHER papers never share one title.
             */
            title: string;
            content: string;
            accepted?: boolean;
        };
        QrResponse: {
            /** @description The signing-app link that the QR code encodes. */
            data: string;
        };
        /** @enum {string} */
        ProductCurrency: "AZN" | "USD" | "EUR";
        NewAccountApplication: {
            currency: components["schemas"]["ProductCurrency"];
        };
        /** @description An account or deposit application. */
        ProductApplication: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            productType: "ACCOUNT" | "DEPOSIT";
            status: string;
            currency: components["schemas"]["ProductCurrency"];
            createdAt: components["schemas"]["DateTime"];
            deadline?: components["schemas"]["DateTime"];
            deposit?: {
                /** @enum {string} */
                productType: "PROFIT" | "AVANS" | "TRGT";
                amount: number;
                termMonths: number;
                ratePercent: number;
                /** @enum {string} */
                payoutFrequency: "MON" | "YEAR";
                sourceAccountId: components["schemas"]["Id"];
                /** @description The interest the deposit earns over its term at this rate (major units). */
                expectedInterest: number;
            };
        };
        NewDepositApplication: {
            /** @enum {string} */
            productType: "PROFIT" | "AVANS" | "TRGT";
            currency: components["schemas"]["ProductCurrency"];
            termMonths: number;
            /** @description Major units, at most 2 decimals. */
            amount: number;
            /**
             * @description MON pays interest monthly, YEAR at the term's end.
             * @enum {string}
             */
            payoutFrequency: "MON" | "YEAR";
            sourceAccountId: components["schemas"]["Id"];
        };
        DepositProduct: {
            /** @enum {string} */
            productType: "PROFIT" | "AVANS" | "TRGT";
            currency: components["schemas"]["ProductCurrency"];
            minAmount: number;
            maxAmount?: number;
            payoutFrequencies: ("MON" | "YEAR")[];
            terms: {
                termMonths: number;
                ratePercent: number;
            }[];
        };
        ApplicationStatus: {
            status: string;
        };
        DepositInsuranceConfirmation: {
            /**
             * @description The customer confirms reading the deposit insurance notice; only true is taken.
             * @enum {boolean}
             */
            read: true;
        };
        FatcaQuestion: {
            questionId: components["schemas"]["Id"];
            /** @description The question in the request's language. */
            question: string;
        };
        FatcaAnswer: {
            questionId: components["schemas"]["Id"];
            /** @default false */
            answer: boolean;
        };
        FatcaLastAnswers: {
            /** @description When the customer last answered, within the last 12 months; absent otherwise. */
            answeredAt?: components["schemas"]["DateTime"];
            /** @description Those answers, one per question of the current questionnaire; empty when none. */
            fatcaAnswers: components["schemas"]["FatcaAnswer"][];
        };
        FatcaAnswersRequest: {
            fatcaAnswers: components["schemas"]["FatcaAnswer"][];
            sourceId: components["schemas"]["Id"];
            productType: components["schemas"]["ProductType"];
        };
        Slot: {
            year: number;
            month: number;
            day: number;
            startTime: string;
            endTime: string;
            /** @enum {string} */
            status: "AVAILABLE" | "BOOKED";
        };
        Reservation: {
            /** @description 9 digits without the country code. */
            phoneNumber: string;
            startTime?: string | null;
            endTime?: string | null;
            day?: number | null;
            month?: number | null;
            year?: number | null;
            /** @enum {string} */
            reservationType: "STANDARD" | "EMERGENCY";
            productType: components["schemas"]["ProductType"];
            sourceId: components["schemas"]["Id"];
            /** @description In answers only: the operator has started the call, so its time can no longer be moved. */
            readonly callStarted?: boolean;
        };
        InsuranceOffer: {
            insurerId: components["schemas"]["Id"];
            name: string;
            premium: number;
            currency?: string;
        };
        /** @description Present when no insurer covers this loan, so health insurance cannot be taken (PRODUCT 2.2's "health insurance is unavailable" dialog); the customer can still go on without it. LOAN_BELOW_INSURERS_MINIMUM: the accepted amount is below every insurer's smallest insured loan, `insuredFrom` (in `currency`). */
        HealthInsuranceUnavailable: {
            /** @enum {string} */
            reason: "LOAN_BELOW_INSURERS_MINIMUM";
            /** @description The smallest loan any insurer of the bank covers. */
            insuredFrom: number;
            currency: string;
        };
        InsuranceOffersResponse: {
            insurances: components["schemas"]["InsuranceOffer"][];
            hasExistingInsurance: boolean;
            unavailable?: components["schemas"]["HealthInsuranceUnavailable"];
        };
        /** @description Azerbaijani IBAN, 28 characters, electronic form (no spaces). */
        Iban: string;
        /** @enum {string} */
        Currency: "AZN" | "USD" | "EUR" | "RUB";
        /**
         * @description Major units of the currency beside it, at most 2 decimals.
         * @example 1234.5
         */
        Amount: number;
        Account: {
            id: components["schemas"]["Id"];
            name: string;
            iban: components["schemas"]["Iban"];
            /**
             * @description The 28-character account number (PRODUCT 5, 9). Azerbaijani accounts have been numbered
             *     in IBAN form since 2013, so it is the IBAN; the field exists because the screens label
             *     both.
             */
            accountNumber: string;
            currency: components["schemas"]["Currency"];
            balance: components["schemas"]["Amount"];
            /** @description What can be spent now, balance less blocked amounts. */
            available: components["schemas"]["Amount"];
            /** @description Held by card authorisations not yet settled. */
            blockedAmount: components["schemas"]["Amount"];
            openedAt: components["schemas"]["DateTime"];
        };
        AccountDetails: components["schemas"]["Account"] & {
            /** @description What a payer needs to send money to this account. */
            requisites: {
                /** @description The account holder's full name. */
                beneficiary: string;
                iban: components["schemas"]["Iban"];
                accountNumber: string;
                currency: components["schemas"]["Currency"];
                bankName: string;
                /** @description The bank code inside the IBAN (the first four letters of the BIC). */
                bankCode: string;
                bic: string;
            };
        };
        /** @description What a payer at another bank needs to send money to the account. */
        AccountRequisites: {
            /** @description The account holder's full name. */
            beneficiary: string;
            iban: components["schemas"]["Iban"];
            currency: components["schemas"]["Currency"];
            bankName: string;
            /** @description The bank's VÖEN (taxpayer number), 10 digits. */
            bankTaxId: string;
            /** @description The bank's BIC (SWIFT code). */
            bic: string;
            /** @description The bank's correspondent account at the Central Bank of Azerbaijan (IBAN). */
            correspondentAccount: string;
        };
        BankContacts: {
            hotlines: {
                /**
                 * @description The language the operators answer in.
                 * @enum {string}
                 */
                language: "az" | "ru" | "en";
                /** @description The short number, free from mobile phones in Azerbaijan. */
                short: string;
                /** @description The full number, also from abroad. */
                full: string;
            }[];
        };
        /** @description A current account named by another product (a card's, a deposit's source, a loan's repayment account). */
        AccountRef: {
            id: components["schemas"]["Id"];
            name: string;
            iban: components["schemas"]["Iban"];
            currency: components["schemas"]["Currency"];
        };
        Card: {
            id: components["schemas"]["Id"];
            name: string;
            /**
             * @description First six and last four digits, the rest masked.
             * @example 416973******4821
             */
            maskedPan: string;
            /** @enum {string} */
            paymentSystem: "VISA" | "MASTERCARD";
            /** @enum {string} */
            status: "ACTIVE" | "BLOCKED";
            currency: components["schemas"]["Currency"];
            /** @description Available balance of the account the card spends from. */
            balance: components["schemas"]["Amount"];
            /** @description Held on that account by authorisations not yet settled. */
            blockedAmount: components["schemas"]["Amount"];
            isDefault: boolean;
            /** @description MM/YY, the last month the card is valid. */
            expiry: string;
            account: components["schemas"]["AccountRef"];
        };
        CardLimit: {
            /** @description The customer's limit per Baku day. */
            daily: components["schemas"]["Amount"];
            /** @description The bank's maximum for this limit; the customer may set at most this. */
            max: components["schemas"]["Amount"];
            /** @description What already counts against it today. */
            usedToday: components["schemas"]["Amount"];
        };
        CardControls: {
            cardId: components["schemas"]["Id"];
            currency: components["schemas"]["Currency"];
            /** @description Cash withdrawals (ATMs, cash by code). */
            cash: components["schemas"]["CardLimit"];
            /** @description Purchases in shops (card present). */
            purchases: components["schemas"]["CardLimit"];
            /** @description Online (card-not-present) payments, transfers and payments from the card included. */
            online: components["schemas"]["CardLimit"];
            /** @description When false the card pays nothing online, transfers and payments from it included. */
            onlinePayments: boolean;
        };
        CardLimitsRequest: {
            cash: components["schemas"]["Amount"];
            purchases: components["schemas"]["Amount"];
            online: components["schemas"]["Amount"];
            confirmation?: components["schemas"]["CodeConfirmation"];
        };
        CardOnlinePaymentsRequest: {
            enabled: boolean;
        };
        RevealRequisitesRequest: {
            confirmation?: components["schemas"]["CodeConfirmation"];
        };
        /** @description 16 digits, no spaces; must pass the Luhn check. */
        CardNumber: string;
        /** @description Shown for `visibleSeconds`, then the app forgets them; never cached (no-store). */
        CardRequisites: {
            cardId: components["schemas"]["Id"];
            cardNumber: components["schemas"]["CardNumber"];
            expiry: string;
            /** @description As embossed, in Latin capitals. */
            holderName: string;
            /** @constant */
            visibleSeconds: 60;
        };
        /**
         * Format: date
         * @description A calendar day in Baku, yyyy-MM-dd.
         */
        Date: string;
        Deposit: {
            id: components["schemas"]["Id"];
            name: string;
            /** @enum {string} */
            productType: "PROFIT" | "AVANS" | "TRGT";
            currency: components["schemas"]["Currency"];
            /** @description Months. */
            term: number;
            /**
             * @description MON pays interest monthly; YEAR and YEARLY at the end of the term.
             * @enum {string}
             */
            payoutFrequency: "MON" | "YEAR" | "YEARLY";
            /** @description Annual interest rate in percent. */
            rate: number;
            /** @description The principal placed. */
            amount: components["schemas"]["Amount"];
            /** @description Interest earned and not yet paid out. */
            accruedInterest: components["schemas"]["Amount"];
            /** @description Principal plus accrued interest. */
            totalAmount: components["schemas"]["Amount"];
            startDate: components["schemas"]["Date"];
            endDate: components["schemas"]["Date"];
            sourceAccount: components["schemas"]["AccountRef"];
        };
        Loan: {
            id: components["schemas"]["Id"];
            name: string;
            contractNumber: string;
            currency: components["schemas"]["Currency"];
            /** @description The principal lent. */
            amount: components["schemas"]["Amount"];
            /** @description Annual interest rate in percent. */
            rate: number;
            /** @description Months. */
            term: number;
            monthlyPayment: components["schemas"]["Amount"];
            /** @description Principal still owed. */
            remainingAmount: components["schemas"]["Amount"];
            /** @description Everything the unpaid instalments of the schedule still ask (principal and interest). */
            outstandingBalance: components["schemas"]["Amount"];
            /** @description The earliest unpaid instalment; null once the loan is repaid. */
            nextPayment: null | {
                date: components["schemas"]["Date"];
                amount: components["schemas"]["Amount"];
            };
            startDate: components["schemas"]["Date"];
            endDate: components["schemas"]["Date"];
            repaymentAccount: components["schemas"]["AccountRef"];
        };
        Instalment: {
            number: number;
            dueDate: components["schemas"]["Date"];
            amount: components["schemas"]["Amount"];
            /** @description Principal part. */
            mainAmount: components["schemas"]["Amount"];
            /** @description Interest part. */
            rateAmount: components["schemas"]["Amount"];
            /** @description Principal still owed once this instalment is paid. */
            balanceAfter: components["schemas"]["Amount"];
            /** @enum {string} */
            status: "PAID" | "DUE";
        };
        LoanPayment: {
            date: components["schemas"]["DateTime"];
            amount: components["schemas"]["Amount"];
            mainAmount: components["schemas"]["Amount"];
            rateAmount: components["schemas"]["Amount"];
        };
        LoanDetails: components["schemas"]["Loan"] & {
            schedule: components["schemas"]["Instalment"][];
            /** @description Payments collected, newest first. */
            paymentHistory: components["schemas"]["LoanPayment"][];
        };
        Operation: {
            /** @description The posting's id; also what the cursors count. */
            id: string;
            date: components["schemas"]["DateTime"];
            /** @description What happened, e.g. SALARY, CARD_PURCHASE, UTILITY_PAYMENT, MOBILE_PAYMENT, LOAN_REPAYMENT, TRANSFER. */
            kind: string;
            /**
             * @description Spending category for charts and icons: SALARY, GROCERIES, RESTAURANTS, TRANSPORT,
             *     SHOPPING, HEALTH, ENTERTAINMENT, TRAVEL, UTILITIES, MOBILE, LOAN, DEPOSIT, INTEREST,
             *     TOP_UP, CASH, INSURANCE, TRANSFERS, OTHER.
             */
            category: string;
            merchant: string | null;
            description: string;
            /** @description Positive money in, negative money out. */
            amount: components["schemas"]["Amount"];
            currency: components["schemas"]["Currency"];
            /** @description The product's balance right after the operation. */
            balanceAfter: components["schemas"]["Amount"];
            /** @description The account, deposit or loan the money moved on. */
            productId: components["schemas"]["Id"];
            /** @description The card that made it, if a card did. */
            cardId: null | components["schemas"]["Id"];
        };
        OperationsPage: {
            items: components["schemas"]["Operation"][];
            nextCursor: string | null;
        };
        CategorySpending: {
            /** @description One of the operation categories (see Operation.category). */
            category: string;
            /** @description Spent in this category, positive. */
            amount: components["schemas"]["Amount"];
            /** @description How many operations. */
            count: number;
        };
        CurrencySpending: {
            currency: components["schemas"]["Currency"];
            /** @description All spending in this currency, positive. */
            total: components["schemas"]["Amount"];
            /** @description Largest first. */
            categories: components["schemas"]["CategorySpending"][];
        };
        SpendingBreakdown: {
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            /** @description One entry per currency the customer spent in; empty when nothing was spent. */
            currencies: components["schemas"]["CurrencySpending"][];
        };
        /**
         * @description COMPLETED once the money has moved for good. PROCESSING while a transfer that left for
         *     another bank waits for the interbank settlement (the money has left the customer).
         * @enum {string}
         */
        OperationStatus: "COMPLETED" | "PROCESSING";
        /** @description The other side of the operation, as the bank knows it (names and numbers masked as a transfer keeps them). */
        OperationCounterparty: {
            name: string;
            /** @description The other side's masked IBAN or card number, when known. */
            account: string | null;
            /** @description The other side's bank, when known. */
            bank: string | null;
        };
        /** @description The other side's money when it was exchanged into another currency. */
        OperationExchange: {
            /** @description Positive; what the other side got (or gave) in its currency. */
            amount: components["schemas"]["Amount"];
            currency: components["schemas"]["Currency"];
            /** @description The rate applied, e.g. "1 USD = 1.7000 AZN". */
            rate: string;
        };
        OperationDetails: components["schemas"]["Operation"] & {
            /** @description The bank's reference number, printed on the receipt (a transfer's own, e.g. TR-2026-0000042). */
            reference: string;
            status: components["schemas"]["OperationStatus"];
            /** @description The bank's commission included in `amount`, in `currency`; 0 when none. */
            commission: components["schemas"]["Amount"];
            counterparty: null | components["schemas"]["OperationCounterparty"];
            exchange: null | components["schemas"]["OperationExchange"];
        };
        /**
         * @description Account to account, account to card, card to account, card to card (PRODUCT 4.5).
         * @enum {string}
         */
        TransferType: "A2A" | "A2C" | "C2A" | "C2C";
        /**
         * @description How the money travels: OWN between the customer's own products, INTERNAL to another customer
         *     of this bank (both instant at any hour), IPS through the Central Bank's instant payment
         *     system (AZN only, at most 40 000 AZN, 24/7), CLEARING through the interbank clearing
         *     (executed on the day PRODUCT 9's cut-off allows), CARD to a card of another bank, PAYMENT to
         *     a payment provider's settlement account (a payment, also under PRODUCT 9's cut-off).
         * @enum {string}
         */
        TransferRail: "OWN" | "INTERNAL" | "IPS" | "CLEARING" | "CARD" | "PAYMENT";
        /**
         * @description AWAITING_CODE until the one-time code confirms it, SCHEDULED while clearing waits for its
         *     execution date (the money is held), EXECUTED once booked, CANCELED by the customer before
         *     execution or when its code expired, FAILED when the bank could not execute it.
         * @enum {string}
         */
        TransferStatus: "AWAITING_CODE" | "SCHEDULED" | "EXECUTED" | "CANCELED" | "FAILED";
        /** @description One side of a transfer as the customer sees it; numbers and names of others are masked. */
        TransferParty: {
            /** @description Set when the product is the customer's own. */
            productId?: components["schemas"]["Id"];
            /** @description The masked IBAN (AZ…1234) or card number (4169 73•• •••• 1234). */
            display: string;
            /** @description The product's name, or the receiver's masked name ("Leyla M."). */
            name: string;
            currency: components["schemas"]["Currency"];
            /** @description The bank's name. */
            bank: string;
        };
        ExchangeRate: {
            from: components["schemas"]["Currency"];
            to: components["schemas"]["Currency"];
            /** @description Units of `to` for one unit of `from`, as the bank applies it (its buy or sell rate). */
            rate: number;
        };
        Transfer: {
            id: components["schemas"]["Id"];
            /** @description The bank's reference number, printed on the receipt. */
            reference: string;
            type: components["schemas"]["TransferType"];
            rail: components["schemas"]["TransferRail"];
            status: components["schemas"]["TransferStatus"];
            from: components["schemas"]["TransferParty"];
            to: components["schemas"]["TransferParty"];
            debitAmount: components["schemas"]["Amount"];
            debitCurrency: components["schemas"]["Currency"];
            creditAmount: components["schemas"]["Amount"];
            creditCurrency: components["schemas"]["Currency"];
            rate: null | components["schemas"]["ExchangeRate"];
            commission: components["schemas"]["Amount"];
            total: components["schemas"]["Amount"];
            comment: string | null;
            executionDate: components["schemas"]["Date"];
            createdAt: components["schemas"]["DateTime"];
            executedAt: null | components["schemas"]["DateTime"];
            /** @description While AWAITING_CODE, when its code stops working; else null. */
            codeExpiresAt: null | components["schemas"]["DateTime"];
        };
        TransfersPage: {
            items: components["schemas"]["Transfer"][];
            nextCursor: string | null;
        };
        CreateTransferRequest: {
            quoteId: components["schemas"]["OpaqueId"];
            comment?: string;
        };
        /** @description The customer's own current account or card the money leaves. */
        TransferSource: {
            productId: components["schemas"]["Id"];
        };
        /** @description The receiver's VÖEN (tax ID), 10 digits; for a company receiver. */
        TaxId: string;
        /** @description An Azerbaijani mobile number, 9 digits without +994 (PRODUCT 5 prefixes). */
        MobileNumber: string;
        /**
         * @description Exactly one way of naming the receiver: one of the customer's own products, an IBAN (with
         *     the receiver's name, and tax ID for a company, when it is at another bank), a card number,
         *     or a mobile number (a customer of this bank, or IPS's directory).
         */
        TransferDestination: {
            productId: components["schemas"]["Id"];
        } | {
            iban: components["schemas"]["Iban"];
            name?: string;
            taxId?: components["schemas"]["TaxId"];
        } | {
            cardNumber: components["schemas"]["CardNumber"];
        } | {
            phone: components["schemas"]["MobileNumber"];
        };
        TransferRequest: {
            type: components["schemas"]["TransferType"];
            from: components["schemas"]["TransferSource"];
            to: components["schemas"]["TransferDestination"];
            /** @description What leaves the source, in the source's currency (before commission). */
            amount: components["schemas"]["Amount"];
            comment?: string;
        };
        TransferQuote: {
            id: components["schemas"]["OpaqueId"];
            type: components["schemas"]["TransferType"];
            rail: components["schemas"]["TransferRail"];
            from: components["schemas"]["TransferParty"];
            to: components["schemas"]["TransferParty"];
            debitAmount: components["schemas"]["Amount"];
            debitCurrency: components["schemas"]["Currency"];
            /** @description What the receiver gets, in the destination's currency. */
            creditAmount: components["schemas"]["Amount"];
            creditCurrency: components["schemas"]["Currency"];
            /** @description The rate applied when the currencies differ, else null. */
            rate: null | components["schemas"]["ExchangeRate"];
            /** @description The bank's fee, in the source's currency (the published tariff). */
            commission: components["schemas"]["Amount"];
            /** @description debitAmount + commission, what leaves the source. */
            total: components["schemas"]["Amount"];
            executionDate: components["schemas"]["Date"];
            /** @description True when it is executed at once; false when clearing schedules it. */
            instant: boolean;
            /** @description A one-time code confirms anything that leaves the customer's own products. */
            codeRequired: boolean;
            /** @description The quote (and its rate) holds until then; afterwards ask for a new one. */
            expiresAt: components["schemas"]["DateTime"];
        };
        BankDirectoryEntry: {
            id: components["schemas"]["Id"];
            bic: string;
            /** @description The four letters after an IBAN's check digits that name the bank. */
            ibanCode: string;
            name: string;
            /** @description Whether the bank takes part in IPS, the instant payment system. */
            ips: boolean;
        };
        TransferRecipient: {
            /** @description The receiver's masked name ("Leyla M."), or null when the bank cannot tell. */
            name: string | null;
            bank: components["schemas"]["BankDirectoryEntry"];
            /** @description The rails a transfer to this receiver may take, fastest first. */
            rails: components["schemas"]["TransferRail"][];
        };
        TransferLimits: {
            currency: components["schemas"]["Currency"];
            daily: components["schemas"]["Amount"];
            dailyLeft: components["schemas"]["Amount"];
            monthly: components["schemas"]["Amount"];
            monthlyLeft: components["schemas"]["Amount"];
        };
        ConfirmTransferRequest: {
            code: string;
        };
        SendReceiptRequest: {
            /** Format: email */
            email: string;
        };
        /**
         * @description The categories of /payments. MOBILE pays a mobile operator by phone number; GAS,
         *     ELECTRICITY, WATER and INTERNET pay a utility by its subscriber code.
         * @enum {string}
         */
        PaymentCategory: "MOBILE" | "GAS" | "ELECTRICITY" | "WATER" | "INTERNET";
        /** @description The drawn mark the app shows for a provider (its initials on its colour), not a logo. */
        ProviderMark: {
            initials: string;
            /** @description The background, a CSS hex colour that white initials are readable on. */
            color: string;
        };
        PaymentProviderSummary: {
            id: components["schemas"]["Id"];
            /** @description In the request's language. */
            name: string;
            category: components["schemas"]["PaymentCategory"];
            mark: components["schemas"]["ProviderMark"];
        };
        PaymentCategoryGroup: {
            category: components["schemas"]["PaymentCategory"];
            providers: components["schemas"]["PaymentProviderSummary"][];
        };
        PaymentProviders: {
            /** @description Every category that has providers, in the order /payments shows them. */
            categories: components["schemas"]["PaymentCategoryGroup"][];
        };
        /**
         * @description phone for a mobile operator, subscriberCode for a utility.
         * @enum {string}
         */
        PaymentFieldName: "phone" | "subscriberCode";
        /**
         * @description One field of a provider's form and its rules, the same the bank checks: a phone is 9
         *     digits that start with one of `prefixes` (PRODUCT 5); a subscriber code matches `pattern`.
         */
        PaymentField: {
            name: components["schemas"]["PaymentFieldName"];
            /** @description A regular expression the whole value must match. */
            pattern: string;
            /** @description For a phone, the operator's own prefixes (two digits). */
            prefixes?: string[];
            /** @description A value of the right form, shown as the field's hint. */
            example: string;
        };
        PaymentProvider: components["schemas"]["PaymentProviderSummary"] & {
            fields: components["schemas"]["PaymentField"][];
            /** @description The smallest payment the provider takes (PRODUCT 5). */
            minAmount: components["schemas"]["Amount"];
            /** @description The largest payment the provider takes (PRODUCT 5). */
            maxAmount: components["schemas"]["Amount"];
            /** @constant */
            currency: "AZN";
            /** @description Whether the provider answers the subscriber's name and debt (utilities). */
            debtLookup: boolean;
        };
        /** @description The values of the provider's fields; exactly the fields it declares. */
        PaymentFields: {
            phone?: components["schemas"]["MobileNumber"];
            subscriberCode?: string;
        };
        FindSubscriberRequest: {
            fields: components["schemas"]["PaymentFields"];
        };
        /** @description What the provider answers for a subscriber; a mobile operator knows no name or debt. */
        PaymentSubscriber: {
            /** @description The phone (+994 50 ••• •• 67) or the subscriber code, as receipts show it. */
            display: string;
            /** @description The subscriber's masked name ("Leyla M."), when the provider tells it. */
            name: string | null;
            /** @description What the subscriber owes now, in ₼, when the provider tells it (0 when nothing). */
            debt: null | components["schemas"]["Amount"];
        };
        CreatePaymentRequest: {
            quoteId: components["schemas"]["OpaqueId"];
        };
        Payment: {
            id: components["schemas"]["Id"];
            /** @description The bank's reference number, printed on the receipt. */
            reference: string;
            /** @description The provider's own number for the payment, printed on the receipt. */
            providerReference: string;
            status: components["schemas"]["TransferStatus"];
            provider: components["schemas"]["PaymentProviderSummary"];
            subscriber: components["schemas"]["PaymentSubscriber"];
            /** @description What the customer typed (their own phone or code, unmasked), to pay or save again. */
            fields: components["schemas"]["PaymentFields"];
            from: components["schemas"]["TransferParty"];
            amount: components["schemas"]["Amount"];
            /** @constant */
            currency: "AZN";
            commission: components["schemas"]["Amount"];
            total: components["schemas"]["Amount"];
            executionDate: components["schemas"]["Date"];
            createdAt: components["schemas"]["DateTime"];
            executedAt: null | components["schemas"]["DateTime"];
            /** @description While AWAITING_CODE, when its code stops working; else null. */
            codeExpiresAt: null | components["schemas"]["DateTime"];
        };
        PaymentRequest: {
            providerId: components["schemas"]["Id"];
            from: components["schemas"]["TransferSource"];
            fields: components["schemas"]["PaymentFields"];
            /** @description What the provider receives, in ₼ (before the bank's commission). */
            amount: components["schemas"]["Amount"];
        };
        PaymentQuote: {
            id: components["schemas"]["OpaqueId"];
            provider: components["schemas"]["PaymentProviderSummary"];
            subscriber: components["schemas"]["PaymentSubscriber"];
            from: components["schemas"]["TransferParty"];
            amount: components["schemas"]["Amount"];
            /** @constant */
            currency: "AZN";
            /** @description The bank's fee (the published tariff for payments). */
            commission: components["schemas"]["Amount"];
            /** @description amount + commission, what leaves the card or account. */
            total: components["schemas"]["Amount"];
            /** @description Today, or the next business day after 17:00 or on a non-business day (PRODUCT 9). */
            executionDate: components["schemas"]["Date"];
            /** @description False when the payment will be scheduled, its total held until executionDate. */
            instant: boolean;
            codeRequired: boolean;
            expiresAt: components["schemas"]["DateTime"];
        };
        /** @description Unique among the customer's templates (letter case ignored). */
        TemplateName: string;
        /** @description PRODUCT 3 "Payment template" (name, category, operator, phone number, subscriber code). */
        PaymentTemplate: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["TemplateName"];
            provider: components["schemas"]["PaymentProviderSummary"];
            fields: components["schemas"]["PaymentFields"];
            amount: null | components["schemas"]["Amount"];
            createdAt: components["schemas"]["DateTime"];
        };
        PaymentTemplateRequest: {
            name: components["schemas"]["TemplateName"];
            providerId: components["schemas"]["Id"];
            fields: components["schemas"]["PaymentFields"];
            /** @description The usual amount, prefilled when paying; omit to ask each time. */
            amount?: null | components["schemas"]["Amount"];
        };
        /** @description A current account or card the customer can pay or transfer from. */
        PaymentMethod: {
            productId: components["schemas"]["Id"];
            /** @enum {string} */
            kind: "ACCOUNT" | "CARD";
            name: string;
            /** @description The masked IBAN or card number. */
            display: string;
            currency: components["schemas"]["Currency"];
            available: components["schemas"]["Amount"];
            isDefault: boolean;
            usable: boolean;
            /** @description Why it cannot pay now, else null. */
            reason: null | ("CARD_BLOCKED" | "CARD_EXPIRED");
        };
        PaymentMethods: {
            /** @description Usable ones first, the default first among them. */
            items: components["schemas"]["PaymentMethod"][];
            /** @description Pre-selected on every transfer and payment form; null when nothing is usable. */
            defaultProductId: null | components["schemas"]["Id"];
        };
        SetDefaultPaymentMethodRequest: {
            productId: components["schemas"]["Id"];
        };
        /**
         * @description FM_1 reduces the term (same monthly payment), FM_2 reduces the monthly payment (same term),
         *     FM_3 repays the whole loan and closes it.
         * @enum {string}
         */
        PrepaymentOption: "FM_1" | "FM_2" | "FM_3";
        PrepaymentRequest: {
            loanId: components["schemas"]["Id"];
            option: components["schemas"]["PrepaymentOption"];
            /**
             * @description What the customer pays now, for FM_1 and FM_2 (required there): at least the minimum
             *     and less than the whole debt (that is FM_3). Ignored for FM_3, which pays the payoff.
             */
            amount?: components["schemas"]["Amount"];
        };
        /**
         * @description As the request list shows it (PRODUCT 3, 4.1): IN_REVIEW while a partial prepayment waits for
         *     its business day with the money held, COMPLETED once booked, CANCELED when the customer
         *     cancelled it (or it could no longer be applied on its day; the hold is then released).
         * @enum {string}
         */
        PrepaymentStatus: "IN_REVIEW" | "COMPLETED" | "CANCELED";
        Prepayment: {
            id: components["schemas"]["Id"];
            loanId: components["schemas"]["Id"];
            option: components["schemas"]["PrepaymentOption"];
            status: components["schemas"]["PrepaymentStatus"];
            /** @description Held until the execution date (FM_1, FM_2), or paid at once (FM_3). */
            amount: components["schemas"]["Amount"];
            currency: components["schemas"]["Currency"];
            /** @description Once COMPLETED, the interest the amount paid first. */
            accruedInterest?: components["schemas"]["Amount"];
            /** @description Once COMPLETED. */
            principalRepaid?: components["schemas"]["Amount"];
            executionDate: components["schemas"]["Date"];
            createdAt: components["schemas"]["DateTime"];
            completedAt?: components["schemas"]["DateTime"];
            canceledAt?: components["schemas"]["DateTime"];
        };
        /**
         * @description PRODUCT 8's prepayment error catalogue, one code per message:
         *     PREPAYMENT_UNEXPECTED an unexpected error; PREPAYMENT_VALIDATION a validation or client data
         *     error (a missing field, an unknown loan, too little money on the repayment account);
         *     PREPAYMENT_NOT_FOUND no such prepayment request; PREPAYMENT_ALREADY_EXISTS an active request
         *     already exists for this loan; PREPAYMENT_AMOUNT_BELOW_MIN the amount is below the minimum;
         *     PREPAYMENT_INVALID_LOAN the loan kind, debt amount or date cannot be prepaid online (only at
         *     a branch); PREPAYMENT_OVERDUE_DEBT the loan has an overdue instalment.
         * @enum {string}
         */
        PrepaymentErrorCode: "PREPAYMENT_UNEXPECTED" | "PREPAYMENT_VALIDATION" | "PREPAYMENT_NOT_FOUND" | "PREPAYMENT_ALREADY_EXISTS" | "PREPAYMENT_AMOUNT_BELOW_MIN" | "PREPAYMENT_INVALID_LOAN" | "PREPAYMENT_OVERDUE_DEBT";
        /** @description A refusal of a prepayment call; `message` is in the request's language. */
        PrepaymentError: {
            code: components["schemas"]["PrepaymentErrorCode"];
            message: string;
        };
        ScheduleLine: {
            number: number;
            dueDate: components["schemas"]["Date"];
            amount: components["schemas"]["Amount"];
            /** @description Principal part. */
            mainAmount: components["schemas"]["Amount"];
            /** @description Interest part. */
            rateAmount: components["schemas"]["Amount"];
            balanceAfter: components["schemas"]["Amount"];
        };
        /** @description The unpaid part of a schedule. */
        ScheduleSummary: {
            /** @description The regular instalment (the first after a prepayment may be smaller). */
            monthlyPayment: components["schemas"]["Amount"];
            instalmentsLeft: number;
            endDate: null | components["schemas"]["Date"];
            totalInterest: components["schemas"]["Amount"];
            totalPayable: components["schemas"]["Amount"];
            instalments: components["schemas"]["ScheduleLine"][];
        };
        /** @description The current schedule and the one after the prepayment, side by side. */
        PrepaymentQuote: {
            loanId: components["schemas"]["Id"];
            option: components["schemas"]["PrepaymentOption"];
            currency: components["schemas"]["Currency"];
            /** @description What leaves the repayment account on the execution date. */
            amount: components["schemas"]["Amount"];
            /** @description The current period's interest up to the execution date, paid first. */
            accruedInterest: components["schemas"]["Amount"];
            principalRepaid: components["schemas"]["Amount"];
            /** @description The current schedule's unpaid interest less the new one's and the accrued. */
            interestSaved: components["schemas"]["Amount"];
            /** @description Today for FM_3; the next business day for FM_1 and FM_2 (PRODUCT 4.5). */
            executionDate: components["schemas"]["Date"];
            current: components["schemas"]["ScheduleSummary"];
            proposed: components["schemas"]["ScheduleSummary"];
        };
        /**
         * @description ACTIVE while it can be cashed (its amount held), USED once an ATM dispensed it, EXPIRED 24
         *     hours after it was issued (its hold released), CANCELED by the customer (its hold released).
         * @enum {string}
         */
        CashCodeStatus: "ACTIVE" | "USED" | "EXPIRED" | "CANCELED";
        /** @description One withdrawal code. The code itself is never shown again; it was sent by SMS. */
        CashCode: {
            id: components["schemas"]["Id"];
            orderId: components["schemas"]["Id"];
            /** @description The code masked but for its last two digits ("•••• ••34"). */
            display: string;
            amount: components["schemas"]["Amount"];
            /** @constant */
            currency: "AZN";
            status: components["schemas"]["CashCodeStatus"];
            createdAt: components["schemas"]["DateTime"];
            /** @description When an unused code expires and its hold is released (24 hours of bank time). */
            expiresAt: components["schemas"]["DateTime"];
            usedAt: null | components["schemas"]["DateTime"];
            canceledAt: null | components["schemas"]["DateTime"];
        };
        CashCodesPage: {
            items: components["schemas"]["CashCode"][];
            nextCursor: string | null;
        };
        CreateCashCodeRequest: {
            quoteId: components["schemas"]["OpaqueId"];
        };
        /**
         * @description AWAITING_CODE until the one-time code confirms it, CONFIRMED once its withdrawal codes are
         *     issued (each code then has its own status), CANCELED when its one-time code expired or was
         *     tried 5 times wrong (nothing was held or charged).
         * @enum {string}
         */
        CashOrderStatus: "AWAITING_CODE" | "CONFIRMED" | "CANCELED";
        /** @description One withdrawal code's share of the order (at most 4 000 ₼). */
        CashCodePart: {
            amount: components["schemas"]["Amount"];
        };
        CashOrder: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["CashOrderStatus"];
            from: components["schemas"]["TransferParty"];
            amount: components["schemas"]["Amount"];
            /** @constant */
            currency: "AZN";
            commission: components["schemas"]["Amount"];
            total: components["schemas"]["Amount"];
            parts: components["schemas"]["CashCodePart"][];
            /** @description The withdrawal codes, once CONFIRMED (one per part, in order); else empty. */
            codes: components["schemas"]["CashCode"][];
            createdAt: components["schemas"]["DateTime"];
            /** @description While AWAITING_CODE, when its one-time code stops working; else null. */
            codeExpiresAt: null | components["schemas"]["DateTime"];
        };
        CashCodeRequest: {
            from: components["schemas"]["TransferSource"];
            /** @description The cash the customer takes at the ATM (before the bank's commission). */
            amount: components["schemas"]["Amount"];
        };
        CashCodeQuote: {
            id: components["schemas"]["OpaqueId"];
            from: components["schemas"]["TransferParty"];
            amount: components["schemas"]["Amount"];
            /** @constant */
            currency: "AZN";
            /** @description The bank's fee for cash by code (the published tariff), charged at confirmation. */
            commission: components["schemas"]["Amount"];
            /** @description amount + commission, what the source gives up. */
            total: components["schemas"]["Amount"];
            /**
             * @description The withdrawal codes the order becomes: as many 4 000 ₼ codes as fit, then the rest
             *     (4 500 → 4 000 + 500; 8 000 → 4 000 + 4 000; 12 005 → 3 × 4 000 + 5).
             */
            parts: components["schemas"]["CashCodePart"][];
            /** @description How long each withdrawal code stays active (24, PRODUCT 9). */
            codeLifetimeHours: number;
            /** @description The quote holds until then; afterwards ask for a new one. */
            expiresAt: components["schemas"]["DateTime"];
        };
        BankCalendar: {
            now: components["schemas"]["DateTime"];
            today: components["schemas"]["Date"];
            /** @constant */
            timeZone: "Asia/Baku";
            /** @description Whether today is a business day in Azerbaijan. */
            businessDay: boolean;
            nextBusinessDay: components["schemas"]["Date"];
            /** @description Baku time after which clearing waits for the next business day (PRODUCT 9). */
            cutOff: string;
        };
        /** Format: uuid */
        SessionId: string;
        /**
         * @description What the bank read from the user agent the session or attempt came with: the browser and the
         *     operating system by name (null when the agent says nothing the bank recognises) and the kind
         *     of device.
         */
        Device: {
            /** @example Chrome 140 */
            browser: string | null;
            /** @example Windows 11 */
            os: string | null;
            /** @enum {string} */
            kind: "DESKTOP" | "MOBILE" | "TABLET" | "OTHER";
        };
        Session: {
            id: components["schemas"]["SessionId"];
            device: components["schemas"]["Device"];
            /** @description The address the customer signed in from. */
            ipAddress: string | null;
            startedAt: components["schemas"]["DateTime"];
            /** @description The session's last call, noted at most once a minute. */
            lastActiveAt: components["schemas"]["DateTime"];
            /** @description True for the session whose access token made this call. */
            current: boolean;
        };
        SessionList: {
            /** @description Every live session, the current one first, then the most recently active. */
            sessions: components["schemas"]["Session"][];
        };
        EndedSessions: {
            /** @description How many sessions were ended. */
            ended: number;
        };
        /**
         * @description SUCCESS: signed in. WRONG_PASSWORD: the identifier's password was wrong. WRONG_CODE: the
         *     password was right but the one-time code was not. LOCKED: refused because too many failures
         *     locked the sign-in, or the failure that locked it. PASSKEY_REFUSED: one of the customer's
         *     passkeys was offered and its signature was refused (a wrong counter, no user verification).
         * @enum {string}
         */
        SignInOutcome: "SUCCESS" | "WRONG_PASSWORD" | "WRONG_CODE" | "LOCKED" | "PASSKEY_REFUSED";
        SignInAttempt: {
            /** @description The attempt's entry in the bank's audit trail. */
            id: string;
            at: components["schemas"]["DateTime"];
            ipAddress: string | null;
            device: components["schemas"]["Device"];
            outcome: components["schemas"]["SignInOutcome"];
        };
        SignInHistory: {
            /** @description The last 20 sign-ins and failed attempts, newest first. */
            attempts: components["schemas"]["SignInAttempt"][];
        };
        /** @description One entry per currency pair the bank converts, both directions. */
        ExchangeRates: components["schemas"]["ExchangeRate"][];
        SmsMessage: {
            id: components["schemas"]["Id"];
            /** @description Phone digits with the country code, e.g. 994501234567. */
            to: string;
            text: string;
            createdAt: components["schemas"]["DateTime"];
        };
        SandboxClock: {
            now: components["schemas"]["DateTime"];
            /** @description How far the bank's time is ahead of real time. */
            offsetSeconds: number;
        };
        SandboxClockMove: {
            /** @description Whole days to move forward. */
            days?: number;
            /** @description A date (YYYY-MM-DD, the start of that day in Baku) or a date-time. */
            until?: string;
        };
        /**
         * @description An event of the application lifecycle chart (machines/loanApplication.machine.ts).
         * @enum {string}
         */
        LifecycleEventType: "OFFER_ACCEPTED" | "FATCA_PASSED" | "FATCA_US_PERSON" | "FATCA_REJECTED" | "SLOT_BOOKED" | "IDENTIFICATION_APPROVED" | "IDENTIFICATION_REJECTED" | "IDENTIFICATION_RETRY" | "INSURANCE_CHOSEN" | "INSURANCE_SKIPPED" | "DOCUMENTS_READY" | "DOCUMENTS_SIGNED" | "FINAL_APPROVAL" | "DEADLINE_PASSED" | "REFRESHED" | "SENT_TO_REVIEW" | "CANCELED";
        /** @description An application as the sandbox operator sees it, with the events it takes now. */
        SandboxLoanApplication: {
            id: components["schemas"]["Id"];
            /** @description The customer's first and last name. */
            customerName: string;
            /** @description The 9 national digits the customer gave for this application. */
            customerPhoneNumber: string;
            /**
             * @description A credit, a refinancing, a new current account or a new deposit.
             * @enum {string}
             */
            type: "LOAN" | "REFIN" | "ACCOUNT" | "DEPOSIT";
            status: string;
            /** @description Major units of `currency`; 0 for an account. */
            requestedAmount: number;
            currency: string;
            createdAt: components["schemas"]["DateTime"];
            deadline: components["schemas"]["DateTime"];
            /** @description The events the lifecycle chart takes from this status, in the chart's order. */
            allowedEvents: components["schemas"]["LifecycleEventType"][];
            /**
             * @description The booked video call while the application waits for its identification result: BOOKED
             *     until the operator starts it (startSandboxIdentificationCall), STARTED after. Absent
             *     otherwise.
             * @enum {string}
             */
            identificationCall?: "BOOKED" | "STARTED";
        };
        SigningSession: {
            applicationId: components["schemas"]["Id"];
            /** @enum {string} */
            status: "OPEN" | "SIGNED";
            /** @enum {string} */
            product: "LOAN" | "REFIN" | "ACCOUNT" | "DEPOSIT";
            /**
             * @description In major units of `currency`: a loan's accepted amount, a deposit's amount; 0 for an
             *     account.
             */
            amount: number;
            currency: string;
            /** @description Months of a loan or a deposit; 0 for an account. */
            term: number;
            documents: {
                id: components["schemas"]["Id"];
                /** @enum {string} */
                documentType: "MAIN" | "OTHER";
                /** @description The document's title in the request's language. */
                title: string;
            }[];
        };
        IpsDirectoryEntry: {
            phone: components["schemas"]["MobileNumber"];
            /** @description The masked name IPS answers ("Rəşad Q."). */
            name: string;
            bank: components["schemas"]["BankDirectoryEntry"];
        };
        MailMessage: {
            id: components["schemas"]["Id"];
            to: string;
            subject: string;
            text: string;
            attachments: {
                filename: string;
                contentType: string;
                size: number;
            }[];
            createdAt: components["schemas"]["DateTime"];
        };
        SandboxPaymentSubscriber: {
            providerId: components["schemas"]["Id"];
            providerName: string;
            subscriberCode: string;
            /** @description The masked name the provider answers. */
            name: string;
            /** @description What the subscriber owes now (payments already made subtracted). */
            debt: components["schemas"]["Amount"];
        };
        SandboxProviderAvailability: {
            /** @description False makes the provider answer as if it were down (503 PROVIDER_UNAVAILABLE). */
            available: boolean;
        };
        SandboxAtmRequest: {
            phone: components["schemas"]["MobileNumber"];
            /** @description The withdrawal code from the SMS, 8 digits. */
            code: string;
        };
        /** @description What the ATM dispensed. */
        SandboxAtmWithdrawal: {
            codeId: components["schemas"]["Id"];
            amount: components["schemas"]["Amount"];
            /** @constant */
            currency: "AZN";
            dispensedAt: components["schemas"]["DateTime"];
        };
        /**
         * @description Berlin Group's consent statuses: `received` until the customer answers, `valid` once
         *     authorised, `rejected` by the customer, `revokedByPsu` when the customer revokes it (at once:
         *     the next read is refused), `expired` once its validUntil has passed (by the bank's clock),
         *     `terminatedByTpp` when the third party deletes it. Only `valid` gives access; a consent that
         *     left `valid` never returns to it.
         * @enum {string}
         */
        ConsentStatus: "received" | "valid" | "rejected" | "revokedByPsu" | "expired" | "terminatedByTpp";
        /** @description The third party (TPP) that asked. */
        ConsentInstitution: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /**
         * @description SPEC 4.5's types of what a consent covers: a current account is CURRENT_ACCOUNT, a deposit
         *     SAVINGS_ACCOUNT, a loan LOAN_ACCOUNT, a debit card DEBIT_CARD. MORTGAGE_ACCOUNT, CREDIT_CARD
         *     and SALARY_CARD are SPEC's types of products the bank does not sell yet.
         * @enum {string}
         */
        ConsentAccountType: "CURRENT_ACCOUNT" | "SAVINGS_ACCOUNT" | "LOAN_ACCOUNT" | "MORTGAGE_ACCOUNT" | "CREDIT_CARD" | "SALARY_CARD" | "DEBIT_CARD";
        /** @description An account or card a consent covers, or may cover. */
        ConsentAccount: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["ConsentAccountType"];
            /** @description The product's name in the request's language. */
            name: string;
            /** @description The IBAN of an account, deposit or loan; the masked number of a card. */
            number: string;
            currency: components["schemas"]["Currency"];
        };
        /**
         * @description ACCOUNTS: list the covered accounts; BALANCES: read their balances; TRANSACTIONS: read their
         *     booked transactions. BALANCES and TRANSACTIONS include ACCOUNTS.
         * @enum {string}
         */
        ConsentRight: "ACCOUNTS" | "BALANCES" | "TRANSACTIONS";
        AccountConsent: {
            id: components["schemas"]["Id"];
            institution: components["schemas"]["ConsentInstitution"];
            createdAt: components["schemas"]["DateTime"];
            /** @description The expiry date (SPEC 3), the last Baku day it gives access. */
            validUntil: components["schemas"]["Date"];
            /** @description As of the bank's clock (a valid consent past validUntil is expired). */
            status: components["schemas"]["ConsentStatus"];
            /** @description The SPEC types of the accounts it covers, each once (SPEC 3's "type"). */
            types: components["schemas"]["ConsentAccountType"][];
            /** @description What the customer granted (empty before authorisation). */
            accounts: components["schemas"]["ConsentAccount"][];
            rights: components["schemas"]["ConsentRight"][];
            frequencyPerDay: number;
            recurringIndicator: boolean;
            /** @description The third party's last read, null if never. */
            lastUsedAt: components["schemas"]["DateTime"] | null;
            authorizedAt: components["schemas"]["DateTime"] | null;
            /** @description When it was rejected, revoked or terminated; null otherwise. */
            endedAt: components["schemas"]["DateTime"] | null;
        };
        AccountConsentsPage: {
            items: components["schemas"]["AccountConsent"][];
            /** @description Pass as `cursor` for the next (older) page; null on the last page. */
            nextCursor: string | null;
        };
        /**
         * @description Which third-party read an access-log line records.
         * @enum {string}
         */
        ConsentEndpoint: "ACCOUNTS" | "BALANCES" | "TRANSACTIONS";
        ConsentAccessLogEntry: {
            id: components["schemas"]["Id"];
            at: components["schemas"]["DateTime"];
            endpoint: components["schemas"]["ConsentEndpoint"];
            /** @description The account or card read; null for the list of accounts. */
            accountId: components["schemas"]["Id"] | null;
            /** @description true when the customer was present (the TPP sent PSU-IP-Address); false reads count against frequencyPerDay. */
            attended: boolean;
        };
        /**
         * @description A consent with its access log (newest first, a page at a time). For a consent awaiting
         *     authorisation (received, not yet answered by anyone) `grantable` lists the customer's open
         *     accounts and cards to choose from, and `redirectUri` where the browser returns.
         */
        AccountConsentDetails: components["schemas"]["AccountConsent"] & {
            accessLog: {
                items: components["schemas"]["ConsentAccessLogEntry"][];
                nextCursor: string | null;
            };
            grantable: components["schemas"]["ConsentAccount"][];
            /** @description The TPP-Redirect-URI with `consentId` added; where the browser goes after the customer answers. */
            redirectUri: string;
        };
        AuthorizeConsentRequest: {
            /** @description The accounts and cards (ids from `grantable`) to grant, each once. */
            accountIds: components["schemas"]["Id"][];
        };
        ConfirmConsentRequest: {
            /** @description The same accounts as the authorize call that sent the code. */
            accountIds: components["schemas"]["Id"][];
            confirmation: components["schemas"]["CodeConfirmation"];
        };
        /** @description The consent after the customer's answer, and where to send the browser back. */
        ConsentAnswered: {
            consent: components["schemas"]["AccountConsent"];
            redirectUri: string;
        };
        ResendConsentCodeRequest: {
            sessionId: components["schemas"]["OpaqueId"];
        };
        /** @enum {string} */
        OtherConsentKind: "DATA_PROCESSING" | "MARKETING" | "CREDIT_BUREAU";
        /** @enum {string} */
        OtherConsentStatus: "GIVEN" | "WITHDRAWN";
        OtherConsent: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["OtherConsentKind"];
            /** @description In the request's language. */
            title: string;
            /** @description The consent's wording in the request's language. */
            text: string;
            givenAt: components["schemas"]["DateTime"];
            status: components["schemas"]["OtherConsentStatus"];
            withdrawnAt: components["schemas"]["DateTime"] | null;
        };
        OtherConsentsPage: {
            items: components["schemas"]["OtherConsent"][];
            nextCursor: string | null;
        };
        /**
         * @description What the third party asks for. The customer chooses the accounts and cards in the bank
         *     (Berlin Group's bank-offered consent), so the request names rights, not accounts. At least
         *     one right must be true.
         */
        ConsentAccess: {
            /** @description List the accounts the customer grants. */
            accounts: boolean;
            balances: boolean;
            transactions: boolean;
        };
        ConsentRequest: {
            access: components["schemas"]["ConsentAccess"];
            /** @description true for access again and again until validUntil; false for one-off access (then frequencyPerDay is 1). */
            recurringIndicator: boolean;
            /** @description The last day (Baku) the consent gives access; after today and at most 180 days ahead. */
            validUntil: components["schemas"]["Date"];
            /**
             * @description Reads per account and endpoint per Baku day without the customer present (no
             *     PSU-IP-Address), at most 4 (PSD2 RTS art. 36(5)). Reads with the customer present do not count.
             */
            frequencyPerDay: number;
        };
        Href: {
            href: string;
        };
        ConsentCreated: {
            consentId: components["schemas"]["Id"];
            /** @constant */
            consentStatus: "received";
            _links: {
                /**
                 * @description Where to send the customer's browser: the internet bank's authorisation page
                 *     `/consents/{consentId}/authorize`, relative to the bank's origin. After the customer
                 *     authorises or rejects, the bank sends the browser to the TPP-Redirect-URI with
                 *     `consentId` added to its query.
                 */
                scaRedirect: components["schemas"]["Href"];
                self: components["schemas"]["Href"];
                status: components["schemas"]["Href"];
            };
        };
        /** @description An account by its IBAN, or a card by its masked number. */
        Psd2AccountReference: {
            iban?: components["schemas"]["Iban"];
            maskedPan?: string;
            currency?: components["schemas"]["Currency"];
        };
        ConsentInformation: {
            consentId: components["schemas"]["Id"];
            access: components["schemas"]["ConsentAccess"];
            recurringIndicator: boolean;
            validUntil: components["schemas"]["Date"];
            frequencyPerDay: number;
            /** @description The Baku day of the last change of status. */
            lastActionDate?: components["schemas"]["Date"];
            consentStatus: components["schemas"]["ConsentStatus"];
            /** @description The accounts and cards the customer granted (empty until authorised). */
            accounts: components["schemas"]["Psd2AccountReference"][];
        };
        ConsentStatusResponse: {
            consentStatus: components["schemas"]["ConsentStatus"];
        };
        /** @description Berlin Group's amount, a decimal string in major units (negative for a debit). */
        Psd2Amount: {
            currency: components["schemas"]["Currency"];
            amount: string;
        };
        Psd2Balance: {
            balanceAmount: components["schemas"]["Psd2Amount"];
            /**
             * @description closingBooked is the booked balance, interimAvailable what may be spent now (booked less holds).
             * @enum {string}
             */
            balanceType: "closingBooked" | "interimAvailable";
            referenceDate?: components["schemas"]["Date"];
        };
        Psd2Account: {
            /** @description The accountId of the balance and transaction reads. */
            resourceId: components["schemas"]["Id"];
            iban?: components["schemas"]["Iban"];
            maskedPan?: string;
            currency: components["schemas"]["Currency"];
            /** @description The product's name in the request's language. */
            name: string;
            accountType: components["schemas"]["ConsentAccountType"];
            /**
             * @description ISO 20022 ExternalCashAccountType1Code (CACC current, SVGS savings, LOAN loan).
             * @enum {string}
             */
            cashAccountType: "CACC" | "SVGS" | "LOAN";
            /** @enum {string} */
            status: "enabled" | "deleted" | "blocked";
            /** @description With `withBalance=true` and the BALANCES right. */
            balances?: components["schemas"]["Psd2Balance"][];
            _links: {
                balances?: components["schemas"]["Href"];
                transactions?: components["schemas"]["Href"];
            };
        };
        Psd2AccountList: {
            accounts: components["schemas"]["Psd2Account"][];
        };
        Psd2Balances: {
            account: components["schemas"]["Psd2AccountReference"];
            balances: components["schemas"]["Psd2Balance"][];
        };
        Psd2Transaction: {
            transactionId: components["schemas"]["Id"];
            bookingDate: components["schemas"]["Date"];
            valueDate: components["schemas"]["Date"];
            transactionAmount: components["schemas"]["Psd2Amount"];
            creditorName?: string;
            debtorName?: string;
            remittanceInformationUnstructured: string;
        };
        Psd2Transactions: {
            account: components["schemas"]["Psd2AccountReference"];
            transactions: {
                /** @description Newest first. */
                booked: components["schemas"]["Psd2Transaction"][];
                _links: {
                    /** @description The next (older) page of the same report; absent on the last page. */
                    next?: components["schemas"]["Href"];
                };
            };
        };
        /** @description A third party the sandbox registers; its secret stays on the server. */
        SandboxTpp: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description What the third party does, in the request's language. */
            description: string;
            clientId: string;
            redirectUris: string[];
        };
        SandboxTppConsentRequest: components["schemas"]["ConsentRequest"];
        /** @description What createConsent answered the third party. */
        SandboxTppConsent: {
            consentId: components["schemas"]["Id"];
            consentStatus: components["schemas"]["ConsentStatus"];
            /** @description The bank's authorisation page to open, `/consents/{consentId}/authorize`. */
            scaRedirect: string;
        };
        SandboxTppReadRequest: {
            /**
             * @description true sends PSU-IP-Address (the customer is present); false reads unattended, counted against frequencyPerDay.
             * @default true
             */
            attended: boolean;
        };
        SandboxTppAccountData: {
            account: components["schemas"]["Psd2Account"];
            /** @description null without the BALANCES right. */
            balances: components["schemas"]["Psd2Balance"][] | null;
            /** @description The newest few of the last 30 days; null without the TRANSACTIONS right. */
            transactions: components["schemas"]["Psd2Transaction"][] | null;
        };
        /** @description The refusal the third party got from /psd2/v1, as it got it. */
        SandboxTppRefusal: {
            httpStatus: number;
            code: string;
            message: string;
            /** @enum {string} */
            endpoint: "CONSENT_STATUS" | "ACCOUNTS" | "BALANCES" | "TRANSACTIONS";
        };
        /**
         * @description What the third party read through /psd2/v1: the consent's status, then the accounts with
         *     their balances and a few transactions as its rights allow. The first refusal stops the
         *     reading and stands in `refusal` (what was read before it stays).
         */
        SandboxTppRead: {
            consentId: components["schemas"]["Id"];
            consentStatus: components["schemas"]["ConsentStatus"] | null;
            accounts: components["schemas"]["SandboxTppAccountData"][];
            refusal: components["schemas"]["SandboxTppRefusal"] | null;
        };
    };
    responses: {
        /**
         * @description Any other error, in the same shape: 501 NOT_IMPLEMENTED for a call of the contract the bank
         *     has not built yet, 500 for an unexpected failure, 503 DATABASE_UNAVAILABLE with Retry-After
         *     while the bank's database cannot be reached (a failover takes seconds). After a 503 the
         *     outcome of a write is unknown: send it again with the same Idempotency-Key, which answers
         *     the first result if there was one and otherwise carries it out once.
         */
        Unexpected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request does not match the contract or breaks a rule; nothing was changed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts; try again later. Retry-After gives the seconds to wait. */
        TooManyRequests: {
            headers: {
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description A sign-in or code call refused (400); after a wrong password or code, attemptsLeft says how
         *     many tries are left.
         */
        AuthBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AuthError"];
            };
        };
        /** @description Done. */
        Status: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StatusResponse"];
            };
        };
        /**
         * @description No valid access token: UNAUTHORIZED when the token is missing, unknown, expired, or its
         *     session has ended (idle timeout, absolute lifetime, logout, password change, token reuse).
         */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource is not in a state that allows this; nothing was changed. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource for this customer. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Done; nothing to return. */
        Empty: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description A party the bank depends on (a payment provider) does not answer; nothing was changed. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A refusal from PRODUCT 8's prepayment catalogue; nothing was changed. */
        PrepaymentRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PrepaymentError"];
            };
        };
        /**
         * @description 401 TPP_UNAUTHORIZED (no or wrong Basic credentials), or for a read CONSENT_INVALID /
         *     CONSENT_EXPIRED (the consent gives no access).
         */
        TppUnauthorized: {
            headers: {
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description 403 CONSENT_UNKNOWN (not this third party's consent, or none), CONSENT_ACCOUNT_NOT_COVERED,
         *     CONSENT_RIGHT_NOT_GRANTED.
         */
        Psd2Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
        AcceptLanguage: string;
        /** @description The one-time-code session returned by login, registration or change-password. */
        SessionId: components["schemas"]["OpaqueId"];
        /** @description Returned by a validated one-time code of a registration or password reset. */
        RegistrationToken: components["schemas"]["OpaqueId"];
        /** @description The id of a payment, template or provider; another customer's id answers 404. */
        ResourceIdPath: components["schemas"]["Id"];
        ApplicationIdPath: components["schemas"]["Id"];
        RefinancingDocumentIdPath: components["schemas"]["Id"];
        ApplicationIdQuery: components["schemas"]["Id"];
        /** @description The application the slot or reservation belongs to. */
        SourceIdQuery: components["schemas"]["Id"];
        InsurerIdQuery: components["schemas"]["Id"];
        /** @description The id of one of the customer's products; another customer's id answers 404. */
        ProductIdPath: components["schemas"]["Id"];
        /** @description An operation's `id` from the history. */
        OperationIdPath: string;
        /**
         * @description For calls that move money, with Stripe's semantics: a retry with the same key returns the
         *     first response (marked `Idempotent-Replayed: true`), the same key with different parameters
         *     is refused with 422 IDEMPOTENCY_KEY_REUSED, and a request refused by validation is not
         *     remembered. Two requests with the same key at once make one movement. A UUID made by the
         *     client is a good key.
         */
        IdempotencyKey: string;
        /** @description The signing link's secret part. */
        SigningTokenPath: string;
        /** @description A list's `nextCursor`, as it was answered. */
        ConsentCursor: string;
        ConsentLimit: number;
        /** @description The third party's id of the request (Berlin Group); a UUID. */
        RequestIdHeader: string;
        /**
         * @description Where the bank sends the customer's browser after they answer; without its query it must be
         *     one of the third party's registered redirect URIs (400 TPP_REDIRECT_URI_NOT_REGISTERED).
         */
        TppRedirectUri: string;
        /**
         * @description The customer's IP address, sent only when the customer is present and asked for the read
         *     (Berlin Group). Without it the read is unattended and counts against frequencyPerDay.
         */
        PsuIpAddress: string;
        ConsentIdPath: components["schemas"]["Id"];
        /** @description The consent the read is made under. */
        ConsentIdHeader: components["schemas"]["Id"];
        /** @description A `resourceId` of the account list. */
        AccountIdPath: components["schemas"]["Id"];
        SandboxTppIdPath: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    register: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationRequest"];
            };
        };
        responses: {
            /** @description Code sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtpChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Code sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtpChallenge"];
                };
            };
            400: components["responses"]["AuthBadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    validateOtp: {
        parameters: {
            query?: never;
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The one-time-code session returned by login, registration or change-password. */
                "Session-Id": components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtpValidateRequest"];
            };
        };
        responses: {
            /** @description Code accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtpValidateResponse"];
                };
            };
            400: components["responses"]["AuthBadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    resendOtp: {
        parameters: {
            query?: never;
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The one-time-code session returned by login, registration or change-password. */
                "Session-Id": components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    setPassword: {
        parameters: {
            query?: never;
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The one-time-code session returned by login, registration or change-password. */
                "Session-Id": components["parameters"]["SessionId"];
                /** @description Returned by a validated one-time code of a registration or password reset. */
                "Registration-Token": components["parameters"]["RegistrationToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordRequest"];
            };
        };
        responses: {
            /** @description Password set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    refreshTokens: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description New tokens. */
            200: {
                headers: {
                    /**
                     * @description Seconds until the session ends for inactivity: the idle timeout, since a refresh
                     *     counts as activity. Every answer to a call with a valid access token carries it
                     *     too, so the app can warn a minute before the session ends.
                     */
                    "Session-Expires-In"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Code sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangePasswordResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    getUserInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Status"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The passkeys, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    finishPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistrationRequest"];
            };
        };
        responses: {
            /** @description The passkey is added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"];
                };
            };
            /** @description A code was sent; repeat the call with `confirmation`. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeChallenge"];
                };
            };
            400: components["responses"]["AuthBadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    startPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ceremony's options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyCeremony"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    deletePasskey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    startPasskeySignIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ceremony's options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyCeremony"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    finishPasskeySignIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeySignInRequest"];
            };
        };
        responses: {
            /** @description Signed in, or a code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeySignInResult"];
                };
            };
            400: components["responses"]["AuthBadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    createLoanApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewLoanApplication"];
            };
        };
        responses: {
            /** @description The new application. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanApplication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    getLoanApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanApplication"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    acceptLoanOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptOfferRequest"];
            };
        };
        responses: {
            /** @description Offer accepted; the application moves on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanApplication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    refreshLoanApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Renewed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanApplication"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    listRefinancingDocuments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The uploads, oldest first (no content). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinancingDocument"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    uploadRefinancingDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    refLiabilityId: components["schemas"]["Id"];
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinancingDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteRefinancingDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
                docId: components["parameters"]["RefinancingDocumentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    listLoanApplicationFiles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attached files. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanApplicationFile"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    uploadLoanApplicationFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Attached. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanApplicationFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteLoanApplicationFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
                fileId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    listLoanOffers: {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Offers sorted by amount, largest first, and the loans eligible for refinancing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OffersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listBankDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banks whose loans can be refinanced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankDetails"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    listLoanDocuments: {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
                documentType: "MAIN" | "OTHER";
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents of that type, as PDF in the customer's language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    acceptLoanDocument: {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                docId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Status"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    generateLoanSigningQr: {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signing-app link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    createAccountApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAccountApplication"];
            };
        };
        responses: {
            /** @description Started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductApplication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    createDepositApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewDepositApplication"];
            };
        };
        responses: {
            /** @description Started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductApplication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    listDepositProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositProduct"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    getAccountApplicationStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listAccountApplicationDocuments: {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents, as PDF in the customer's language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    generateAccountSigningQr: {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signing-app link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    getDepositApplicationStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    confirmAccountDepositInsuranceRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositInsuranceConfirmation"];
            };
        };
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    confirmDepositInsuranceRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositInsuranceConfirmation"];
            };
        };
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    listDepositApplicationDocuments: {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents, as PDF in the customer's language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    generateDepositSigningQr: {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signing-app link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    listFatcaQuestions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The self-assessment questions in the request's language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FatcaQuestion"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    getLastFatcaAnswers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The last answers, or none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FatcaLastAnswers"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    submitFatcaAnswers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FatcaAnswersRequest"];
            };
        };
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSlots: {
        parameters: {
            query: {
                productType: components["schemas"]["ProductType"];
                /** @description The application the slot or reservation belongs to. */
                sourceId: components["parameters"]["SourceIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Slot"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getReservation: {
        parameters: {
            query: {
                /** @description The application the slot or reservation belongs to. */
                sourceId: components["parameters"]["SourceIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booked time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    rebookIdentificationSlot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Reservation"];
            };
        };
        responses: {
            /** @description The call at its new time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    createReservation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Reservation"];
            };
        };
        responses: {
            /** @description Booked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    listInsuranceOffers: {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Insurance offers for the loan, and whether the customer already has insurance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuranceOffersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    skipInsurance: {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    selectInsurance: {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
                insurerId: components["parameters"]["InsurerIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateInsurance: {
        parameters: {
            query: {
                applicationId: components["parameters"]["ApplicationIdQuery"];
                insurerId: components["parameters"]["InsurerIdQuery"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    listAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getAccountStatement: {
        parameters: {
            query: {
                /** @description First day of the period (yyyy-MM-dd, Baku), included. */
                from: string;
                /** @description Last day of the period (yyyy-MM-dd, Baku), included; not before `from` and not after today. */
                to: string;
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement. */
            200: {
                headers: {
                    /** @description attachment; filename="statement-<IBAN>-<from>-<to>.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getAccountRequisites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requisites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountRequisites"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getAccountRequisitesPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requisites sheet. */
            200: {
                headers: {
                    /** @description attachment; filename="requisites-<IBAN>.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getBankContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hotlines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankContacts"];
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    listCards: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    blockCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card, now blocked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    activateCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card, now active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    getCardControls: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The controls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardControls"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateCardLimits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardLimitsRequest"];
            };
        };
        responses: {
            /** @description The limits are set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardControls"];
                };
            };
            /** @description A code was sent. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeChallenge"];
                };
            };
            400: components["responses"]["AuthBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    setCardOnlinePayments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardOnlinePaymentsRequest"];
            };
        };
        responses: {
            /** @description The controls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardControls"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    revealCardRequisites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevealRequisitesRequest"];
            };
        };
        responses: {
            /** @description The requisites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardRequisites"];
                };
            };
            /** @description A code was sent. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeChallenge"];
                };
            };
            400: components["responses"]["AuthBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    listDeposits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deposit"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    listLoans: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    getLoan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOperations: {
        parameters: {
            query?: {
                /** @description First day of the period (yyyy-MM-dd, Baku), included. */
                from?: string;
                /** @description Last day of the period (yyyy-MM-dd, Baku), included. */
                to?: string;
                /** @description An account, card, deposit or loan of the customer; another id answers 404. */
                productId?: components["schemas"]["Id"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /**
                 * @description Only operations whose counterparty or description contains this text (case ignored),
                 *     or whose amount starts with this number ("45" finds 45.00 to 45.99, "45.3" 45.30 to
                 *     45.39; "," or "." before the decimals). Combined with the other filters.
                 */
                search?: string;
                limit?: number;
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of operations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getSpendingByCategory: {
        parameters: {
            query: {
                /** @description First day of the period (yyyy-MM-dd, Baku), included. */
                from: string;
                /** @description Last day of the period (yyyy-MM-dd, Baku), included; not before `from`. */
                to: string;
                /** @description A current account or card of the customer; another id answers 404. */
                productId?: components["schemas"]["Id"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The breakdown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpendingBreakdown"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getOperation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description An operation's `id` from the history. */
                id: components["parameters"]["OperationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getOperationReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description An operation's `id` from the history. */
                id: components["parameters"]["OperationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listTransfers: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of transfers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransfersPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    createTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description For calls that move money, with Stripe's semantics: a retry with the same key returns the
                 *     first response (marked `Idempotent-Replayed: true`), the same key with different parameters
                 *     is refused with 422 IDEMPOTENCY_KEY_REUSED, and a request refused by validation is not
                 *     remembered. Two requests with the same key at once make one movement. A UUID made by the
                 *     client is a good key.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTransferRequest"];
            };
        };
        responses: {
            /** @description The transfer, executed, awaiting its code or scheduled. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    quoteTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferRequest"];
            };
        };
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    findTransferRecipient: {
        parameters: {
            query?: {
                iban?: components["schemas"]["Iban"];
                cardNumber?: components["schemas"]["CardNumber"];
                phone?: components["schemas"]["MobileNumber"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who would receive it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferRecipient"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getTransferLimits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The limits, in AZN. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferLimits"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    getTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    confirmTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmTransferRequest"];
            };
        };
        responses: {
            /** @description The transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["AuthBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    resendTransferCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    cancelTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    getTransferReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    sendTransferReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of one of the customer's products; another customer's id answers 404. */
                id: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendReceiptRequest"];
            };
        };
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    listPaymentProviders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Categories with their providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviders"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPaymentProvider: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProvider"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    findPaymentSubscriber: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FindSubscriberRequest"];
            };
        };
        responses: {
            /** @description The subscriber. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSubscriber"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Unexpected"];
        };
    };
    createPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description For calls that move money, with Stripe's semantics: a retry with the same key returns the
                 *     first response (marked `Idempotent-Replayed: true`), the same key with different parameters
                 *     is refused with 422 IDEMPOTENCY_KEY_REUSED, and a request refused by validation is not
                 *     remembered. Two requests with the same key at once make one movement. A UUID made by the
                 *     client is a good key.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentRequest"];
            };
        };
        responses: {
            /** @description The payment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Unexpected"];
        };
    };
    quotePayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentRequest"];
            };
        };
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    confirmPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmTransferRequest"];
            };
        };
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["AuthBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    resendPaymentCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    cancelPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment, now CANCELED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPaymentReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    listPaymentTemplates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTemplate"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    createPaymentTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentTemplateRequest"];
            };
        };
        responses: {
            /** @description The template. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPaymentTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTemplate"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updatePaymentTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentTemplateRequest"];
            };
        };
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    deletePaymentTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethods"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    setDefaultPaymentMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetDefaultPaymentMethodRequest"];
            };
        };
        responses: {
            /** @description The payment methods, with the new default. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethods"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    createPrepayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description For calls that move money, with Stripe's semantics: a retry with the same key returns the
                 *     first response (marked `Idempotent-Replayed: true`), the same key with different parameters
                 *     is refused with 422 IDEMPOTENCY_KEY_REUSED, and a request refused by validation is not
                 *     remembered. Two requests with the same key at once make one movement. A UUID made by the
                 *     client is a good key.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrepaymentRequest"];
            };
        };
        responses: {
            /** @description The prepayment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Prepayment"];
                };
            };
            400: components["responses"]["PrepaymentRefused"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PrepaymentRefused"];
            409: components["responses"]["PrepaymentRefused"];
            422: components["responses"]["PrepaymentRefused"];
            default: components["responses"]["Unexpected"];
        };
    };
    quotePrepayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrepaymentRequest"];
            };
        };
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrepaymentQuote"];
                };
            };
            400: components["responses"]["PrepaymentRefused"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PrepaymentRefused"];
            409: components["responses"]["PrepaymentRefused"];
            422: components["responses"]["PrepaymentRefused"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPrepayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prepayment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Prepayment"];
                };
            };
            400: components["responses"]["PrepaymentRefused"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PrepaymentRefused"];
            default: components["responses"]["Unexpected"];
        };
    };
    cancelPrepayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prepayment, CANCELED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Prepayment"];
                };
            };
            400: components["responses"]["PrepaymentRefused"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PrepaymentRefused"];
            409: components["responses"]["PrepaymentRefused"];
            default: components["responses"]["Unexpected"];
        };
    };
    listCashCodes: {
        parameters: {
            query?: {
                status?: components["schemas"]["CashCodeStatus"];
                cursor?: string;
                limit?: number;
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashCodesPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    createCashCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description For calls that move money, with Stripe's semantics: a retry with the same key returns the
                 *     first response (marked `Idempotent-Replayed: true`), the same key with different parameters
                 *     is refused with 422 IDEMPOTENCY_KEY_REUSED, and a request refused by validation is not
                 *     remembered. Two requests with the same key at once make one movement. A UUID made by the
                 *     client is a good key.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCashCodeRequest"];
            };
        };
        responses: {
            /** @description The order. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    quoteCashCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashCodeRequest"];
            };
        };
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashCodeQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    confirmCashCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmTransferRequest"];
            };
        };
        responses: {
            /** @description The order, CONFIRMED with its codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashOrder"];
                };
            };
            400: components["responses"]["AuthBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    resendCashCodeOtp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashOrder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    cancelCashCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code, now CANCELED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashCode"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    getBankCalendar: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankCalendar"];
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    endOtherSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The other sessions are ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndedSessions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                sessionId: components["schemas"]["SessionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndedSessions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSignInHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInHistory"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    listExchangeRates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Buy and sell rates as the bank applies them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRates"];
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    listSandboxSms: {
        parameters: {
            query?: {
                /** @description Only messages to this phone (digits, with or without the country code). */
                to?: string;
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsMessage"][];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Unexpected"];
        };
    };
    getSandboxClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank's clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    moveSandboxClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxClockMove"];
            };
        };
        responses: {
            /** @description The clock after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSandboxLoanApplications: {
        parameters: {
            query?: {
                /** @description Only applications given this phone (9 digits, or 12 with the country code). */
                phone?: string;
                /** @description Only applications in this status. */
                status?: "DEFAULT" | "READY_FOR_FATCA" | "MOVED_TO_TRADITIONAL_WAY" | "FATCA_REJECTED" | "READY_FOR_IDENTIFICATION" | "WAITING_IDENTIFICATION_RESULT" | "IDENTIFICATION_REJECTED" | "INSURANCE_SELECTIONS" | "READY_FOR_SIGN" | "DOCUMENTS_PREPARATION" | "SIGNED" | "COMPLETED" | "WAITING_REFRESH" | "IN_REVIEW" | "CANCELED";
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxLoanApplication"][];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Unexpected"];
        };
    };
    applySandboxLoanApplicationEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: components["schemas"]["LifecycleEventType"];
                };
            };
        };
        responses: {
            /** @description The application after the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanApplication"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    startSandboxIdentificationCall: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ApplicationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booked call, started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    getSandboxSigningSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The signing link's secret part. */
                token: components["parameters"]["SigningTokenPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningSession"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getSandboxSigningDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signing link's secret part. */
                token: components["parameters"]["SigningTokenPath"];
                docId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    signSandboxSigningSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The signing link's secret part. */
                token: components["parameters"]["SigningTokenPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningSession"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    setSandboxExchangeRates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeRates"];
            };
        };
        responses: {
            /** @description The rates now in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRates"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSandboxIpsDirectory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The directory. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IpsDirectoryEntry"][];
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    listSandboxMail: {
        parameters: {
            query?: {
                to?: string;
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailMessage"][];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Unexpected"];
        };
    };
    settleSandboxClearing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many transfers were settled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settled: number;
                    };
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    listSandboxPaymentSubscribers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscribers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxPaymentSubscriber"][];
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    setSandboxProviderAvailability: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxProviderAvailability"];
            };
        };
        responses: {
            /** @description The availability now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxProviderAvailability"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    withdrawSandboxAtmCash: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxAtmRequest"];
            };
        };
        responses: {
            /** @description The cash dispensed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAtmWithdrawal"];
                };
            };
            400: components["responses"]["AuthBadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    listAccountConsents: {
        parameters: {
            query?: {
                status?: components["schemas"]["ConsentStatus"];
                /** @description A list's `nextCursor`, as it was answered. */
                cursor?: components["parameters"]["ConsentCursor"];
                limit?: components["parameters"]["ConsentLimit"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of consents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountConsentsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    getAccountConsent: {
        parameters: {
            query?: {
                /** @description The access log's `nextCursor`, as it was answered. */
                logCursor?: string;
                logLimit?: number;
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountConsentDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    authorizeAccountConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthorizeConsentRequest"];
            };
        };
        responses: {
            /** @description A code was sent. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    confirmAccountConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmConsentRequest"];
            };
        };
        responses: {
            /** @description The consent, valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentAnswered"];
                };
            };
            400: components["responses"]["AuthBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    resendAccountConsentCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendConsentCodeRequest"];
            };
        };
        responses: {
            /** @description The same session, with a new code and expiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    rejectAccountConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent, rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentAnswered"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    revokeAccountConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent, revokedByPsu. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountConsent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOtherConsents: {
        parameters: {
            query?: {
                /** @description A list's `nextCursor`, as it was answered. */
                cursor?: components["parameters"]["ConsentCursor"];
                limit?: components["parameters"]["ConsentLimit"];
            };
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtherConsentsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    withdrawOtherConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The id of a payment, template or provider; another customer's id answers 404. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent, WITHDRAWN. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtherConsent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    createConsent: {
        parameters: {
            query?: never;
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description Where the bank sends the customer's browser after they answer; without its query it must be
                 *     one of the third party's registered redirect URIs (400 TPP_REDIRECT_URI_NOT_REGISTERED).
                 */
                "TPP-Redirect-URI": components["parameters"]["TppRedirectUri"];
                /**
                 * @description The customer's IP address, sent only when the customer is present and asked for the read
                 *     (Berlin Group). Without it the read is unattended and counts against frequencyPerDay.
                 */
                "PSU-IP-Address"?: components["parameters"]["PsuIpAddress"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsentRequest"];
            };
        };
        responses: {
            /** @description The consent, awaiting the customer. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["TppUnauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    getConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentInformation"];
                };
            };
            401: components["responses"]["TppUnauthorized"];
            403: components["responses"]["Psd2Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Empty"];
            401: components["responses"]["TppUnauthorized"];
            403: components["responses"]["Psd2Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    getConsentStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentStatusResponse"];
                };
            };
            401: components["responses"]["TppUnauthorized"];
            403: components["responses"]["Psd2Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    readConsentAccounts: {
        parameters: {
            query?: {
                withBalance?: boolean;
            };
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
                /** @description The consent the read is made under. */
                "Consent-ID": components["parameters"]["ConsentIdHeader"];
                /**
                 * @description The customer's IP address, sent only when the customer is present and asked for the read
                 *     (Berlin Group). Without it the read is unattended and counts against frequencyPerDay.
                 */
                "PSU-IP-Address"?: components["parameters"]["PsuIpAddress"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Psd2AccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["TppUnauthorized"];
            403: components["responses"]["Psd2Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    readConsentBalances: {
        parameters: {
            query?: never;
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
                /** @description The consent the read is made under. */
                "Consent-ID": components["parameters"]["ConsentIdHeader"];
                /**
                 * @description The customer's IP address, sent only when the customer is present and asked for the read
                 *     (Berlin Group). Without it the read is unattended and counts against frequencyPerDay.
                 */
                "PSU-IP-Address"?: components["parameters"]["PsuIpAddress"];
            };
            path: {
                /** @description A `resourceId` of the account list. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Psd2Balances"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["TppUnauthorized"];
            403: components["responses"]["Psd2Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    readConsentTransactions: {
        parameters: {
            query: {
                dateFrom: components["schemas"]["Date"];
                dateTo?: components["schemas"]["Date"];
                /** @description Only booked transactions are reported. */
                bookingStatus?: "booked";
                /** @description Set by `_links.next`. */
                cursor?: string;
                limit?: number;
            };
            header: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The third party's id of the request (Berlin Group); a UUID. */
                "X-Request-ID"?: components["parameters"]["RequestIdHeader"];
                /** @description The consent the read is made under. */
                "Consent-ID": components["parameters"]["ConsentIdHeader"];
                /**
                 * @description The customer's IP address, sent only when the customer is present and asked for the read
                 *     (Berlin Group). Without it the read is unattended and counts against frequencyPerDay.
                 */
                "PSU-IP-Address"?: components["parameters"]["PsuIpAddress"];
            };
            path: {
                /** @description A `resourceId` of the account list. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Psd2Transactions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["TppUnauthorized"];
            403: components["responses"]["Psd2Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSandboxTpps: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The third parties. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxTpp"][];
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    requestSandboxTppConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                tppId: components["parameters"]["SandboxTppIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxTppConsentRequest"];
            };
        };
        responses: {
            /** @description The consent, received. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxTppConsent"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    readSandboxTppData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                tppId: components["parameters"]["SandboxTppIdPath"];
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxTppReadRequest"];
            };
        };
        responses: {
            /** @description What the third party read, or the refusal it got. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxTppRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
}
