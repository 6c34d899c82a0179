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
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * @description PIN (the FIN), TRP or PRP; for a foreign passport, the passport series itself.
         * @example PIN
         * @example TRP
         * @example PRP
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
        /** @enum {string} */
        ProductType: "LOAN" | "ACCOUNT" | "DEPOSIT" | "LOAN_PREPAYMENT";
        /** Format: date-time */
        DateTime: string;
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
        };
        LoanApplication: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            type?: "LOAN" | "REFIN";
            status: string;
            requestedAmount: number;
            customerPhoneNumber: string;
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
        };
        OffersResponse: {
            offers: components["schemas"]["Offer"][];
            eligibleForRefinancingLoans: components["schemas"]["EligibleRefinancingLoan"][];
        };
        BankDetails: {
            id: components["schemas"]["Id"];
            bic: string;
            name?: string;
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
        InsuranceOffersResponse: {
            insurances: components["schemas"]["InsuranceOffer"][];
            hasExistingInsurance: boolean;
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
        /** @description The code sent by the first call of a two-step change, with that call's session. */
        CodeConfirmation: {
            sessionId: components["schemas"]["OpaqueId"];
            code: string;
        };
        CardLimitsRequest: {
            cash: components["schemas"]["Amount"];
            purchases: components["schemas"]["Amount"];
            online: components["schemas"]["Amount"];
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
    };
    responses: {
        /**
         * @description Any other error, in the same shape: 501 NOT_IMPLEMENTED for a call of the contract the bank
         *     has not built yet, 500 for an unexpected failure.
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
        /** @description No such resource for this customer. */
        NotFound: {
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
    };
    parameters: {
        /** @description Interface language of the caller (az, ru or en); error messages use it. Defaults to az. */
        AcceptLanguage: string;
        /** @description The one-time-code session returned by login, registration or change-password. */
        SessionId: components["schemas"]["OpaqueId"];
        /** @description Returned by a validated one-time code of a registration or password reset. */
        RegistrationToken: components["schemas"]["OpaqueId"];
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
        /** @description The id of a payment, template or provider; another customer's id answers 404. */
        ResourceIdPath: components["schemas"]["Id"];
        /** @description The signing link's secret part. */
        SigningTokenPath: string;
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
}
