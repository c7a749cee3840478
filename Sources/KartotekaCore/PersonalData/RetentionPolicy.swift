extension RetentionPolicy {
    /// Whether the policy destroys anyone at all.
    public var isSet: Bool { yearsAfterLastLoan > 0 || monthsAfterLeaving > 0 }
}
