// Every edit of a design is an undoable command on the document's QUndoStack: a move of a
// rack, tray or device (one command per item; a drag of several is a macro of them), and
// changes of what the design contains.
#pragma once

#include "design/Design.h"

#include <QUndoCommand>

#include <optional>
#include <string>

namespace scalescope::gui {

class DesignDocument;

class MoveCommand : public QUndoCommand {
public:
    // `before` is empty when the item followed the automatic layout.
    MoveCommand(DesignDocument& document, std::string name, std::optional<Position> before, Position after);
    void undo() override;
    void redo() override;

private:
    DesignDocument& m_document;
    std::string m_name;
    std::optional<Position> m_before;
    Position m_after;
};

// Any edit that changes what the design contains (delete, add, cable, a property, a job): the
// design before and after, expanded again on undo and redo. The first redo (the push) takes
// the expansion the edit was checked with, when there is one.
class DesignChangeCommand : public QUndoCommand {
public:
    DesignChangeCommand(DesignDocument& document, Design before, Design after, const QString& text,
        std::optional<ExpandedDesign> checked = std::nullopt);
    void undo() override;
    void redo() override;

private:
    DesignDocument& m_document;
    Design m_before, m_after;
    std::optional<ExpandedDesign> m_checked;
};

} // namespace scalescope::gui
