/// A light check of mail addresses before they go into SMTP commands.
enum MailAddress {
    /// `name@domain`, without spaces, angle brackets or line breaks (`desk@localhost` is fine for SMTP).
    static func isPlausible(_ address: String) -> Bool {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
            && !address.contains(where: { $0.isWhitespace || "<>\r\n,;".contains($0) })
    }
}
