import KartotekaCore

/// What the `textbook` commands share.
enum TextbookOptions {
    /// `--title-id N`.
    static let title = Option<TitleID>.rowID("title-id", "N", \.classSetTitleHelp)
}
