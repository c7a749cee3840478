import KartotekaCore

extension LendingOptions {
    /// The options as `principal` may have them: at the principal's desk when no branch is named;
    /// a due day beyond the loan rules and the age-mark override only for one who may set any
    /// due day (a librarian, the command line), the override dropped for anyone else.
    public func granted(to principal: Principal) -> LendingOptions {
        var options = self
        options.branch = branch ?? principal.branch
        options.mayExceedRules = principal.may(.setAnyDueDay)
        options.overridingAgeMark = overridingAgeMark && options.mayExceedRules
        return options
    }

    /// What the audit line of a lend adds about how the copy was lent: `, age mark overridden`,
    /// `, read in the library`.
    var auditNote: String {
        (overridingAgeMark ? ", age mark overridden" : "") + (inLibrary ? ", read in the library" : "")
    }
}
