import SwiftUI

struct Named: View {
    let title: String

    var row: HStack<TupleView<(Text, Spacer)>> {
        HStack { Text(title); Spacer() }
    }

    func column() -> VStack<TupleView<(Spacer, Text)>> {
        VStack {
            Spacer()
            Text(title)
        }
    }

    var body: some View {
        VStack {
            row
            column()
        }
    }
}
