import SwiftUI

struct Suppressed: View {
    let title: String

    var body: some View {
        // swiftui-migrate:disable:next full-width-frame
        HStack { Text(title); Spacer() }
    }
}
