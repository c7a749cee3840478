import KartotekaCore

/// What the stock check commands share.
enum StocktakeOptions {
    /// `--id N`: the stock check.
    static let id = Option<StocktakeID>.rowID("id", "N", \.stocktakeIDHelp)
}
