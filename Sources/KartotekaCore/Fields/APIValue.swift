/// What a field's value is in the API's JSON, for the OpenAPI document (the string's limit is the
/// field's ``FieldDescriptor/limit``).
public enum APIValue: Sendable, Hashable {
    /// A string.
    case text
    /// A whole number, within the range when there is one.
    case integer(ClosedRange<Int>?)
    /// A list of strings.
    case texts
    /// An amount: a number or a text such as `254,50` when sent, `254.00` when answered.
    case amount
    /// One of these codes; an empty one (left out) takes the default.
    case choice([String])
    /// A day, `YYYY-MM-DD`.
    case day
    /// Yes or no.
    case flag
}
