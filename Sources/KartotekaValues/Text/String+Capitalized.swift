extension String {
    /// The string with its first character upper-cased and the rest untouched.
    package var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
