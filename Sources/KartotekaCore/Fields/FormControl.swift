/// The form's input for a field.
public enum FormControl: Sendable, Hashable {
    /// A one-line text input.
    case line
    /// A whole number (`inputmode="numeric"`).
    case number
    /// An amount (`inputmode="decimal"`).
    case amount
    /// A paragraph (a text area).
    case paragraph
    /// A choice among the codes the page offers.
    case choice
    /// An ISBN, with the look-up beside it on a new book's form.
    case isbn
    /// A day.
    case day
    /// A phone number.
    case phone
    /// An e-mail address.
    case email
}

/// Where a card (the title card, `book show`) shows a field.
public enum FieldDisplay: Sendable, Hashable {
    /// In the heading (the authors, the title, the subtitle).
    case heading
    /// In the list of facts, labelled with its caption.
    case fact
    /// In a paragraph of its own (the annotation).
    case paragraph
    /// Not on a card.
    case hidden
}
