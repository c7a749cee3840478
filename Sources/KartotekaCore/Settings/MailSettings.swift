extension MailSettings {
    /// Whether a text is a mail server's address as the settings keep it: `smtp://` or `smtps://`,
    /// with no login or password in it (the login has a field of its own; the password is never
    /// kept with the library's data, and an address is shown on pages and in error texts).
    public static func isServerURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let scheme = ["smtp://", "smtps://"].first(where: lowered.hasPrefix) else { return false }
        let authority = text.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !authority.isEmpty && !authority.contains("@")
    }
}
