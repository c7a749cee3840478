extension ImportedCopyAccounts {
    /// Whether it says anything.
    public var isEmpty: Bool { checkedOn == nil && writeOffReference.isEmpty && receiptAct.isEmpty && actualPlace.isEmpty }

    /// Whether it says anything written to the copy's own row: its last check, its act, where it is.
    public var touchesCopy: Bool { checkedOn != nil || !writeOffReference.isEmpty || !actualPlace.isEmpty }
}
