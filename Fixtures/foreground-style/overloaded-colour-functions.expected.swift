// fixture: deployment-target=iOS=15.0
import SwiftUI

// Overloads of a colour function return different types: the call's labels pick the one it
// reaches, whose result decides (the first overload declared is not the answer).
struct ThemeColors {
    var light: Color?
    var dark: Color?
}

extension Color {
    static func from(hex: String) -> Color {
        Color(red: 0.2, green: 0.4, blue: 0.6)
    }

    static func from(theme: ThemeColors, dark: Bool) -> Color? {
        dark ? theme.dark : theme.light
    }
}

struct OfferHeader: View {
    let theme: ThemeColors
    let isDark: Bool

    var body: some View {
        let titleColor = Color.from(theme: theme, dark: isDark)
        VStack {
            Text("Special offer")
                .foregroundColor(titleColor)
            Text("Ends soon")
                .foregroundColor(Color.from(theme: theme, dark: isDark))
            Text("Save 50%")
                .foregroundStyle(Color.from(hex: "#336699"))
        }
    }
}
