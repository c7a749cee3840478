extension ReaderQuery {
    /// The phone key the text is, when it is a phone number (`nil` otherwise).
    public var phoneKey: String? { PhoneNumber.searchKey(in: text) }
}
