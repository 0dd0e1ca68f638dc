import SwiftUI

struct Shelf: View {
    var body: some View {
        HStack {
            Card(title: "Today")
            Spacer()
        }
    }
}
