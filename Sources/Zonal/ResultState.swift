/// The verdict on one result, as in the Templating API: `valid` only when everything that can be
/// checked passed; `uncertain` when something was read but a check or threshold failed (the
/// result says which); `empty` when nothing was found.
public enum ResultState: String, Sendable, Codable {
    case valid
    case uncertain
    case empty
}
