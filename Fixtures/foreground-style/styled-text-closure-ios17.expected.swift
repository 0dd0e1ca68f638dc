// fixture: deployment-target=iOS=17.0
import SwiftUI

// A styled-text helper whose styles are closures from Text to Text, made by static factories
// named like the modifiers they apply. `$0` and `text` are the closures' Text parameters (the
// initializer's parameter type says so), so the calls are SwiftUI's modifier, not the
// factory: below iOS 17 they stay, since the closure must return a Text.
struct Highlight {
    let apply: (Text) -> Text

    private init(apply: @escaping (Text) -> Text) {
        self.apply = apply
    }

    static func foregroundColor(_ color: Color) -> Highlight {
        Highlight(apply: { $0.foregroundStyle(color) })
    }

    static func warning() -> Highlight {
        Highlight(apply: { text in text.foregroundStyle(.orange).bold() })
    }
}
