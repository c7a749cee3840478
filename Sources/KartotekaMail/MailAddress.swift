/// A light check of mail addresses before they go into SMTP commands.
enum MailAddress {
    /// `name@domain.tld`, without spaces, angle brackets or line breaks.
    static func isPlausible(_ address: String) -> Bool {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !address.contains(where: { $0.isWhitespace || "<>\r\n,;".contains($0) })
    }
}
