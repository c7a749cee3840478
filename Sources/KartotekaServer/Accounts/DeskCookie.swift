import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The branch a desk computer signs in at, remembered by the browser so the sign-in form
/// offers it next time (a desk stays in its building; the people at it change).
enum DeskCookie {
    static let name = "kartoteka_desk"
    /// A year, in seconds.
    static let lifetime = 365 * 24 * 3600

    /// The branch the browser remembers, if it looks like a code.
    static func branch(in request: HTTPRequest) -> BranchCode? {
        request.cookies[name].flatMap { $0.removingPercentEncoding }.flatMap { try? BranchCode(validating: $0) }
    }

    static func set(_ branch: BranchCode?, secure: Bool) -> String {
        let value = branch.map { PageContext.percentEncode($0.rawValue) } ?? ""
        return "\(name)=\(value); Path=/login; Max-Age=\(branch == nil ? 0 : lifetime); HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    }
}
