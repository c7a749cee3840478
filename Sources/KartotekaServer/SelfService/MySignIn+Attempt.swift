import Foundation
import KartotekaAuth
import KartotekaCore
import KartotekaHTTP

extension MySignIn {
    /// A sign-in form as posted — a password or code, or the asking for a code: the ticket and the
    /// page to go to as typed, and the name and address the throttle counts the attempt under.
    struct Attempt {
        /// The request.
        let context: RequestContext
        /// The ticket as typed.
        let typed: String
        /// The page to go to once signed in, as the form carried it.
        let next: String?
        /// When it was made.
        let now: Date
        /// The name the throttle counts it under (``MySignIn/throttleName(_:)``).
        let name: String
        /// The address it came from.
        let address: String

        /// Reads the form.
        init(_ context: RequestContext) throws {
            self.context = context
            typed = try context.form(MySignIn.ticket)
            next = try context.form(AuthPages.nextField)
            now = context.services.clock.now()
            name = MySignIn.throttleName(typed)
            address = context.request.remoteAddress
        }

        /// The answer to a form this page did not give out (403), or `nil` for one it did.
        func staleForm() throws -> HTTPResponse? {
            SignInFormCookie.passes(context.request) ? nil : try answer(.problem(AccountError.staleForm.message), status: 403)
        }

        /// The answer to too many attempts: again in `wait` seconds (429), told as a reader is (the
        /// staff's message names a command that does not lift a reader's wait).
        func tooMany(wait: Int) throws -> HTTPResponse {
            try answer(.problem(Bilingual { $0.myTooManyAttempts(retryAfterSeconds: wait) }), status: 429)
                .adding("Retry-After", String(wait))
        }

        /// The sign-in page again, the ticket as typed, with `message`.
        func answer(_ message: Message?, status: Int = 200) throws -> HTTPResponse {
            try MySignIn.answer(context, ticket: typed, next: next, message: message, status: status)
        }
    }
}
