// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// A piece that is only a narrow space (U+2009, U+00A0: any whitespace, not just " ") stays at
// the end of the line before it too: alone on a line it would be an invisible escaped line.
struct BatteryRow: View {
    let level: String
    let minutes: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("""
                \(Text(Image(systemName: "battery.75percent"))) \
                \(Text(level).monospacedDigit())   \
                \(Text(Image(systemName: "clock"))) \
                \(Text(minutes).monospacedDigit())
                """)
        }
    }
}
