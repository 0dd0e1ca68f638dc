import SwiftUI

struct Swatches: View {
    let title: String

    var body: some View {
        VStack {
            HStack { Color.red; Spacer() }
            HStack { Rectangle().fill(.blue); Spacer() }
            HStack { Image("photo").resizable(); Spacer() }
            HStack { GeometryReader { proxy in Text("\(proxy.size.width)") }; Spacer() }
            HStack { Text(title).frame(maxWidth: 200); Spacer() }
            VStack { Text(title).frame(maxHeight: .infinity); Spacer() }
        }
    }
}
