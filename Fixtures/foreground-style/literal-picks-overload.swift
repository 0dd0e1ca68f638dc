// fixture: deployment-target=iOS=15.0
import SwiftUI

/// Two `hex` overloads with one label: a string literal can only go to `hex(_: String)`,
/// which may fail (`Color?`, left as is: foregroundStyle takes no nil); an integer literal
/// only to `hex(_: UInt32)`, a Color.
struct BadgeRow: View {
    var body: some View {
        HStack {
            Text("Muted")
                .foregroundColor(.hex("#9A9A9A"))
            Text("Alert")
                .foregroundColor(.hex(0xE64340))
            Text("Link")
                .foregroundColor(Color.hex(0x576B95))
        }
    }
}

extension Color {
    static func hex(_ value: UInt32) -> Color {
        Color(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
    }

    static func hex(_ text: String) -> Color? {
        UInt32(text.dropFirst(), radix: 16).map { hex($0) }
    }
}
