// Generated from openapi/config/*.yaml by sdk/scripts/generate.ts. Do not edit.
export interface paths {
    "/agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agreements a workspace can use, by name (the search list of the agreement pickers) */
        get: operations["listAgreements"];
        put?: never;
        /**
         * Create or replace an agreement (the agreement form's Guardar)
         * @description With an `id` that exists, the agreement is replaced (needs agreement update and its update_permissions);
         *     otherwise it is created with that id, or a new one when absent (needs agreement create). Business rules
         *     beyond the schema, with these messages: start_year < end_year ('El año de inicio debe ser menor al de
         *     fin'); holidays from_month before until_month ('El mes de inicio debe ser menor al de fin'); time_limits
         *     holds DAY, WEEK and YEAR once each and MONTH at most once; an annual increment year inside the validity.
         *     A replace may not drop a category that a simulation uses (surrogates, category-positions): 400 with
         *     field `categories`. Stored categories keep their ids when the payload names them.
         */
        post: operations["saveAgreement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agreement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** The whole agreement with its categories */
        get: operations["getAgreement"];
        put?: never;
        post?: never;
        /** Delete an agreement of the workspace (needs agreement delete and its update_permissions) */
        delete: operations["deleteAgreement"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agreement/{id}/base_changes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * What changed in a copy's reference agreement since the version the copy holds ('Hay tablas nuevas')
         * @description A workspace's copy of a reference agreement (base_version not null) against its base's latest version
         *     (docs/reference-agreements.md): the copy's current figures (what the preparer edited by hand included) before,
         *     the latest version's after. Each category's total annual salary by year (the table's year, then each year of the
         *     validity with the increments, as the detail page shows them), categories added and removed, the working time,
         *     validity and vacation figures and the increments that differ. A copy already at the latest version answers
         *     to_version = from_version and empty lists. Any other agreement answers 404.
         */
        get: operations["getAgreementBaseChanges"];
        put?: never;
        /**
         * Apply the latest version of a copy's reference agreement to the copy ('Aplicar las tablas nuevas')
         * @description Needs agreement update and the agreement's update_permissions (the shared catalogue answers 403). In one
         *     transaction the copy takes the base's latest figures and terms (tables and pluses, validity, working time,
         *     vacation, increments, seniority, scope and source) and its base_version; it keeps its name and its PDF.
         *     Categories are matched by name, so one a simulation uses keeps its id; a category the new version no longer
         *     has is removed, unless a simulation or previous study uses it: it then stays, last, with its figures. Simulations already
         *     computed keep their results and the snapshot of the agreement they used. to_version must be the base's latest
         *     version (409 when another was loaded meanwhile); applying the version the copy holds changes nothing.
         */
        post: operations["applyAgreementBaseChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agreement/{id}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Categories of an agreement, by name (name = professional_category) */
        get: operations["listAgreementCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agreement/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Link to open the agreement's PDF */
        get: operations["agreementPdfUrl"];
        put?: never;
        /**
         * Address to upload the agreement's PDF to (one file; replaces the previous one)
         * @description Needs agreement update and the agreement's update_permissions (the shared catalogue answers 403). The
         *     file PUT to the address must be a PDF (`Content-Type` application/pdf or application/octet-stream,
         *     starting with `%PDF-`) of at most 20 MB: otherwise the PUT answers 400 'Solo se admiten ficheros PDF'
         *     or 413.
         */
        post: operations["agreementPdfUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agreement/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy an agreement into the workspace under a client-generated id (needs agreement create)
         * @description The copy has agreement_base_id = origin_agreement and the name `{name} (copia)`.
         */
        post: operations["duplicateAgreement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/center/work_periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The service period and holidays of a center (bounds of the shift and task date pickers)
         * @description The simulation's service period `[date_init, date_end]` (date_end = start + duration months − 1 day;
         *     null while basic data is incomplete) and the holidays of the center's locality inside it.
         */
        get: operations["centerWorkPeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contract types a surrogate can have (shown as `contract_key - description`) */
        get: operations["listContractTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's saved searches in a workspace, newest first */
        get: operations["listEvents"];
        put?: never;
        /** Save a search (event) of the user */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /** Change a saved search (event) of the user */
        put: operations["updateEvent"];
        post?: never;
        /** Remove a saved search (event) of the user */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files_server/simulation/{id}/subrogates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Address to upload a surrogates workbook to; the import (replacing the surrogates) starts when the file is stored */
        post: operations["simulationSubrogatesUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files_server/simulation/{id}/subrogates/upload_status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** State of the last surrogates import (polled every 500 ms, up to 10 times) */
        get: operations["simulationSubrogatesUploadStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{key}": {
        parameters: {
            query: {
                /** @description Unix time in seconds after which the URL is refused */
                expires: number;
                /** @description HMAC of the method, key and expires (base64url), made by the server */
                signature: string;
            };
            header?: never;
            path: {
                /** @description Opaque storage key chosen by the server (one path segment) */
                key: components["parameters"]["FileKeyPath"];
            };
            cookie?: never;
        };
        /**
         * Download a file from a signed address (default local storage)
         * @description The address comes from a download call (`download_url`, `data_url`, `result_url`). The answer carries the
         *     stored content type and `Content-Disposition` with the file's name (for a solution,
         *     `Solucion_{name}.xlsx`): `inline` for a PDF, which opens in the browser's window, `attachment` otherwise.
         */
        get: operations["getFile"];
        /**
         * Upload a file to a signed address (default local storage)
         * @description The address comes from an upload-address call (`upload_url`); it already carries `signature` and
         *     `expires`, so neither the API key nor the token is needed (the browser sends the file as it is, like
         *     to an S3 presigned URL). The body is the raw file; `Content-Type` is the file's type (the `mime_type`
         *     given when asking for the address). When the address was asked for an import (centers, surrogates,
         *     simulation form), the import starts as soon as the file is stored; follow it with the matching status call.
         */
        put: operations["putFile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location/municipality": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Localities a center can be in, by name (duplicates by name are merged)
         * @description The workspace's localities. A workspace starts with a catalogue of the provincial capitals and the largest
         *     cities, each with its autonomous community; names are unique once case and accents are folded.
         */
        get: operations["listMunicipalities"];
        put?: never;
        /**
         * Add a locality to the workspace (needs simulation update); merged by name
         * @description When a locality of the same name exists (case- and accent-insensitive) its id is answered, and region, local_holidays and nuts_code, when sent, replace its own.
         */
        post: operations["createMunicipality"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location/municipality/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /** Rename a locality, set its autonomous community or its local holidays (needs simulation update) */
        put: operations["updateMunicipality"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/awards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The figures of the awarded lots that match the filter
         * @description `cpv` and `nuts` are prefixes. `lots` counts the lots awarded at a total; those awarded at a unit price
         *     (an award below 1 % of the lot's budget, as in framework agreements) are `excluded_unit_price` and left out
         *     of every other figure. The single-bidder share and the bidders' figures are over the lots that say how many
         *     bids they received; the discounts over the lots with both the budget and the award. Medians and quartiles
         *     are interpolated between the closest ranks (the median of an even count is the mean of the two middle values).
         */
        get: operations["getMarketAwards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/material_cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's catalogue, by name */
        get: operations["listWorkspaceMaterialCosts"];
        put?: never;
        /** Add a cost to the workspace's catalogue */
        post: operations["createWorkspaceMaterialCost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/material_cost/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Read a cost of the workspace's catalogue */
        get: operations["getWorkspaceMaterialCost"];
        /**
         * Change a cost of the workspace's catalogue
         * @description workspace_id, when sent, must be the entry's own (it cannot move).
         */
        put: operations["updateWorkspaceMaterialCost"];
        post?: never;
        /**
         * Remove a cost from the workspace's catalogue
         * @description Other costs already copied from the entry into simulations or studies stay as they are.
         */
        delete: operations["deleteWorkspaceMaterialCost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Previous studies of a tender, newest first (needs previous_study read) */
        get: operations["listPreviousStudies"];
        put?: never;
        /**
         * Create a previous study in a tender (needs previous_study create); status Stopped
         * @description Basic data starts at social_security 34, absenteeism_rate 0, substitution_percentage 100.
         */
        post: operations["createPreviousStudy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** The study with its basic data, state and results (polled every second while it runs) */
        get: operations["getPreviousStudy"];
        /**
         * Rename, or save basic data (needs previous_study update)
         * @description `{name}` alone renames, in any status; basic-data fields need the study Stopped (409 otherwise). Fields left out keep their value; a field sent as null (left blank) answers 400 naming it with the form's message.
         */
        put: operations["updatePreviousStudy"];
        post?: never;
        /** Delete with its surrogates, costs, results and files (needs previous_study delete) */
        delete: operations["deletePreviousStudy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}/justification_url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Link to the offer's justification PDF (`Justificacion_{name}.pdf`; docs/budget.md §4) */
        get: operations["previousStudyJustificationUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}/launch_async": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the calculation ('Estudio previo'; needs previous_study update)
         * @description Answers at once: status Running, sub_status PENDING. Poll `GET /previous_study/{id}` every second (up to
         *     300 times): status Solved means done; sub_status Stopped means the run failed (the events say why).
         *     400 carries the data messages: 'No existe fecha inicial en el Estudio Previo', 'No existe duración
         *     del servicio en el Estudio Previo', 'No existe seguridad social en el Estudio Previo', 'No existe porcentaje
         *     de absentismo en el Estudio Previo', 'Existe subrogado sin categoría', 'Ya se ha procesado el Estudio Previo'.
         */
        post: operations["launchPreviousStudy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}/material_cost": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Other costs of a study */
        get: operations["listPreviousStudyMaterialCosts"];
        put?: never;
        /**
         * Add an other cost to a study
         * @description months_to_apply defaults to the study's service duration; center_id is ignored (always null).
         */
        post: operations["createPreviousStudyMaterialCost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}/material_cost/{costId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                costId: components["schemas"]["Id"];
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Read an other cost of a study */
        get: operations["getPreviousStudyMaterialCost"];
        /** Change an other cost of a study */
        put: operations["updatePreviousStudyMaterialCost"];
        post?: never;
        /** Remove an other cost from a study */
        delete: operations["deletePreviousStudyMaterialCost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}/parameters": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** The parameters the study's solution is costed with */
        get: operations["getPreviousStudyParameters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}/parameters_async": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Re-cost a solved study with new absenteeism, benefit and material amounts (needs previous_study update)
         * @description Asynchronous: answers with sub_status PENDING; poll `GET /previous_study/{id}` until sub_status is FINISHED
         *     (reload) or ERROR (show the error). Material costs are matched by id.
         */
        put: operations["updatePreviousStudyParameters"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}/solution_url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Link to the solution workbook, named `Solucion_{name}.xlsx` */
        get: operations["previousStudySolutionUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}/subrogate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Surrogates of a study (each with category {id, name} and agreement {id, name}) */
        get: operations["listPreviousStudySubrogates"];
        put?: never;
        /**
         * Add a surrogate to a study
         * @description The payload is the surrogate's (SubrogateInput).
         */
        post: operations["createPreviousStudySubrogate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}/subrogate/{subrogateId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                subrogateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** Read a surrogate of a study */
        get: operations["getPreviousStudySubrogate"];
        /**
         * Change a surrogate of a study
         * @description The payload is the surrogate's (SubrogateInput).
         */
        put: operations["updatePreviousStudySubrogate"];
        post?: never;
        /** Remove a surrogate from a study */
        delete: operations["deletePreviousStudySubrogate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}/subrogate/download_url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Link to the surrogates template workbook ('Descargar Plantilla'), holding the study's surrogates, if any */
        get: operations["previousStudySubrogatesDownloadUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}/subrogate/upload_status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** State of the last surrogates import. Polled every 500 ms, up to 10 times */
        get: operations["previousStudySubrogatesUploadStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previous_study/{id}/subrogate/upload_url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Address to upload a surrogates workbook to; the import (replacing the surrogates) starts when the file is stored */
        post: operations["previousStudySubrogatesUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tenders of a workspace, newest first, keyset-paginated (without the imported notice of each) */
        get: operations["listProjects"];
        put?: never;
        /** Create a tender (needs simulation create) */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Read a tender (needs simulation read) */
        get: operations["getProject"];
        /**
         * Rename, or save the tender's data (needs simulation update)
         * @description Fields left out keep their value; null clears one.
         */
        put: operations["updateProject"];
        post?: never;
        /** Delete with its simulations and previous studies (needs simulation delete) */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}/comparison_url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Descargar comparativa': 2 to 4 solved simulations or previous studies of the tender side by side in one sheet, the differences to the first as live formulas (docs/budget.md §6) */
        post: operations["tenderComparisonUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}/import/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a later version of the tender's notice: its fields, criteria and lots, and its origin (needs simulation update)
         * @description The same notice as the preview, read again. The tender's fields the notice changes, its award criteria and the
         *     stored notice (lots, budgets, deadline, origin and date) take the new values. Simulations keep their inputs,
         *     except, with `update_simulations`, the `tender_budget` and `price_score.max_points` of the simulations created
         *     from each lot (or from the whole tender), which take the lot's new budget and price weight; a running
         *     simulation that is not stopped (computed or running) is left as it is, as PUT /simulation/{id} would refuse it. All or nothing.
         */
        post: operations["placspRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}/import/refresh_preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The changes a later version of the tender's notice brings, read without applying them (needs simulation update)
         * @description The notice is the file given (upload_id or xml) or, with none, the tender's stored notice address read again
         *     (only where PLACSP_FETCH is on; otherwise the Spanish answer says how to save it as a file). In a feed, the
         *     entry of the tender's expediente is used. A notice of another expediente is refused with 400 naming it, and
         *     a tender not imported from the Plataforma with 400 too. Nothing is stored.
         */
        post: operations["placspRefreshPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}/import/upload_url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Actualizar desde la Plataforma': address to upload a later version of the tender's notice to (needs simulation update)
         * @description As `POST /project/import/upload_url`, for a tender already imported: PUT the file to `upload_url`, then pass
         *     `upload_id` to `POST /project/{id}/import/refresh_preview` and `POST /project/{id}/import/refresh`.
         */
        post: operations["placspRefreshUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{projectId}/simulation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Simulations of a tender, newest first (needs simulation read) */
        get: operations["listProjectSimulations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a tender from a PLACSP notice, with one simulation per chosen lot (needs simulation create)
         * @description The tender takes the notice's object as name, its expediente, contracting authority, valor estimado and
         *     extensions; the award criteria and the notice itself (budgets, CPV, place, duration, deadline, lots) are kept
         *     as `award_criteria` and `import_source`. Each chosen lot (see `lots`; one simulation when the notice has no
         *     lots) gets a simulation whose `tender_budget` is the lot's budget without VAT and whose
         *     `price_score.max_points` is the price criterion's weight. All or nothing.
         *
         *     Every text the import stores is on one line (control characters, tabs and line breaks become single spaces,
         *     trimmed) and the tender's texts are cut to their fields' maxLength, so saving the tender unchanged is
         *     accepted; an amount beyond what its field admits (a budget over PositiveAmount's maximum, a valor estimado
         *     over EstimatedValue's) is left empty, with a note in `import_source.notice.notes`. A notice of more than
         *     500 lots is refused with 400 (`El anuncio tiene 10.000 lotes; se admiten como máximo 500.`), here, in the
         *     upload's PUT, the preview and the update.
         */
        post: operations["placspImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The notices of a saved PLACSP file (a feed lists many), read without storing anything (needs simulation create) */
        post: operations["placspImportPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/import/upload_url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Importar desde la Plataforma': address to upload a saved PLACSP notice (.atom or .xml) to (needs simulation create)
         * @description PUT the file to `upload_url` with `Content-Type: application/octet-stream`; then pass `upload_id` to
         *     `POST /project/import/preview` and `POST /project/import`. The PUT refuses with 400 and a Spanish message
         *     a file that is not a notice of the Plataforma de Contratación del Sector Público (not XML, another ATOM feed,
         *     a DOCTYPE or entities, too deep, a notice of more than 500 lots) and with 413 one over 10 MB; nothing is
         *     stored then. The file is read as its XML declaration or byte order mark says (UTF-8, UTF-16 with a BOM,
         *     ISO-8859-1 or windows-1252 when declared); a byte that is not UTF-8 in a UTF-8 file reads as U+FFFD.
         */
        post: operations["placspImportUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a simulation in a tender (needs simulation create); status Stopped
         * @description Also the first step of "Nueva simulación" with a file: create, then `POST /simulation/{id}/upload-url`, then PUT the
         *     Formulario workbook to the address; the server imports it into the new simulation.
         */
        post: operations["createSimulation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The simulation with its basic data and the summary of its results (the result page polls it every 2 s while Running)
         * @description A light read: `results` is the summary the result cards show, without the parts sized by the tender
         *     (`demand`, `idle_surrogate_hours`, `bounds`, `explanations`; the sums of `bounds` are `bound_totals`), and the events are not in it. The full results are
         *     `GET /simulation/{id}/results`, the events `GET /simulation/{id}/events` (newest first, a page at a time).
         */
        get: operations["getSimulation"];
        /**
         * Rename, or save basic data (needs simulation update)
         * @description `{name}` alone renames, in any status. Any basic-data field needs the simulation Stopped (409 otherwise).
         *     Fields left out keep their value.
         */
        put: operations["updateSimulation"];
        post?: never;
        /** Delete with all its inputs, results and files (needs simulation delete; a running job is cancelled) */
        delete: operations["deleteSimulation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/bounds": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The lower bounds per center group and position ('Calidad de la solución', Por agrupación y puesto; needs simulation read)
         * @description `bounds` of `GET /simulation/{id}/results` alone: the page reads it when its table is opened (its sums are
         *     `bound_totals` in the summary of `GET /simulation/{id}`).
         */
        get: operations["getSimulationBounds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a running calculation (needs simulation update); the simulation goes back to Stopped
         * @description Stops a long run. The quota spent is not given back.
         */
        post: operations["cancelSimulation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/category_positions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Which positions each category of the simulation's agreements fills
         * @description Every category of the agreements of the simulation's centers is listed, with no positions when none is assigned yet.
         */
        get: operations["getCategoryPositions"];
        /**
         * Save which positions each category fills
         * @description With `disabled` true ('Cualquier categoría puede realizar cualquier puesto') every category gets the single
         *     position 'cualquiera' and `categories` may be empty. Otherwise every category needs at least one position
         *     (400 'Hay categorías sin puestos'); the first position is the main one.
         */
        put: operations["saveCategoryPositions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/center": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Centers of a simulation, by name
         * @description The simulation's centers.
         */
        get: operations["listSimulationCenters"];
        /**
         * Replace the centers of a simulation (the Guardar of Datos Básicos)
         * @description The list is the whole new set: a row with `center_id` updates that center, a row without it creates one,
         *     and a stored center missing from the list is deleted. Deleting a center that still has shifts or tasks
         *     is refused with 409 and the message ('No puedes borrar un centro con turnos y/o tareas. …').
         */
        put: operations["saveSimulationCenters"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/center/excel/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Link to the centers template workbook (holding the simulation's current centers, if any) */
        get: operations["centersExcelDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/center/excel/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** State of the last centers import (polled every 500 ms, up to 10 times) */
        get: operations["centersExcelStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/center/excel/upload": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Address to upload a centers workbook to; the import starts when the file is stored */
        post: operations["centersExcelUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** The simulation's progress events (of its last run and of imports), newest first (Progreso) */
        get: operations["listSimulationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/explanations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * One page of why the staffing is what it is ('Por qué esta plantilla'), searched (needs simulation read)
         * @description The explanations of the results (`explanations` of `GET /simulation/{id}/results`) a page of sentences at a
         *     time, as the card shows them: the groups (center group and position) in their order, each with the slice of
         *     its sentences that falls in the page (a group with none in it left out), and how many sentences match. A
         *     search matching a group's heading ('Agrupación 1 · Limpieza') keeps all its sentences; otherwise only the
         *     sentences containing it. Results without explanations answer an empty page.
         */
        get: operations["getSimulationExplanations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/fixed_work_shift": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Fixed shifts of a simulation */
        get: operations["listFixedWorkShifts"];
        put?: never;
        /** Add a fixed shift to a simulation */
        post: operations["createFixedWorkShift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/fixed_work_shift/{shiftId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                shiftId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** Read a fixed shift of a simulation */
        get: operations["getFixedWorkShift"];
        /** Change a fixed shift of a simulation */
        put: operations["updateFixedWorkShift"];
        post?: never;
        /** Remove a fixed shift from a simulation */
        delete: operations["deleteFixedWorkShift"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/formulario_url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Link to the input workbook (`Formulario_{name}.xlsx`, 'Descargar formulario (Excel)'), built here when the inputs changed since the last one */
        get: operations["simulationFormularioUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/justification": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** The grounds of the offer's justification the preparer wrote (needs simulation read) */
        get: operations["getSimulationJustification"];
        /**
         * Save the grounds of the offer's justification, in any status (needs simulation update)
         * @description The whole set is replaced; an empty or null ground is left out of the PDF.
         */
        put: operations["updateSimulationJustification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/justification_url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Link to the offer's justification PDF (`Justificacion_{name}.pdf`, 'Justificación de la oferta'; docs/budget.md §4) */
        get: operations["simulationJustificationUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/launch": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Launch the calculation (needs simulation update); spends one simulation of the workspace quota
         * @description Answers at once with status Running; the run goes on in the job runner and writes events. Refused with
         *     460 and an `error_code` (see LaunchRefused) when the inputs cannot be solved or the quota is spent.
         */
        post: operations["launchSimulation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/material_cost": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Other costs of a simulation */
        get: operations["listSimulationMaterialCosts"];
        put?: never;
        /**
         * Add an other cost to a simulation
         * @description `center_id` is required here ('Centro requerido'); null means all centers (Todos los centros).
         */
        post: operations["createSimulationMaterialCost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/material_cost/{costId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                costId: components["schemas"]["Id"];
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Read an other cost of a simulation */
        get: operations["getSimulationMaterialCost"];
        /** Change an other cost of a simulation */
        put: operations["updateSimulationMaterialCost"];
        post?: never;
        /** Remove an other cost from a simulation */
        delete: operations["deleteSimulationMaterialCost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/position": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Positions of a simulation, by name; with center_id, those some category of that center's agreement fills
         * @description The simulation's positions, and those of one center, in one path.
         */
        get: operations["listSimulationPositions"];
        put?: never;
        /** Create a position by typing its name; when one of that name exists (case- and accent-insensitive) its id is answered */
        post: operations["createSimulationPosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The full results of the simulation's run, with the parts `GET /simulation/{id}` leaves out of its summary
         * @description Every part of the results: the summary's figures and also the demand per center and position, the idle
         *     surrogate hours per surrogate, the lower bounds per center group and position ('Calidad de la solución') and
         *     why the staffing is what it is ('Por qué esta plantilla').
         */
        get: operations["getSimulationResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/social_security": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * New hires of the solution, with which ones have the disability discount
         * @description The new hires of a solution. Only new hires can get the discount, so only they are listed.
         */
        get: operations["getSocialSecurityEmployees"];
        /**
         * Mark new hires with a disability contract ('Descontar SS'; needs simulation update); re-costs the solution
         * @description Asynchronous; poll `GET /simulation/{id}/social_security/status` every second (up to 300 times). Employees left out keep their mark.
         */
        put: operations["updateSocialSecurityEmployees"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/social_security/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** State of the last social security change */
        get: operations["getSocialSecurityStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/solution_url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Link to the solution workbook (`Solucion_{name}.xlsx`, 'Descargar solución'), built here when the solution changed since the last one */
        get: operations["simulationSolutionUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/subrogate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Surrogates of a simulation (the ui sums working_day_fixed for 'Total de horas semanales') */
        get: operations["listSimulationSubrogates"];
        put?: never;
        /** Add a surrogate to a simulation */
        post: operations["createSimulationSubrogate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/subrogate/{subrogateId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                subrogateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** Read a surrogate of a simulation */
        get: operations["getSimulationSubrogate"];
        /** Change a surrogate of a simulation */
        put: operations["updateSimulationSubrogate"];
        post?: never;
        /** Remove a surrogate from a simulation */
        delete: operations["deleteSimulationSubrogate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/subrogate/download_url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Link to the surrogates template workbook (holding the simulation's current surrogates, if any) */
        get: operations["simulationSubrogatesDownloadUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/upload-status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * State of the last Formulario import (polled every 500 ms, up to 10 times, after the PUT)
         * @description So the 'Nueva simulación' dialog can tell when the uploaded workbook is
         *     imported. It reads the import's event (group `formulario` in the simulation's events): PENDING from the
         *     upload address until the file is imported, then FINISHED, or ERROR with the events' description (one line
         *     per problem: 'Hoja Turnos, fila 3, columna E (Inicio del turno): Seleccione los horarios.').
         */
        get: operations["simulationUploadStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/upload-url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Address to upload the simulation's input workbook (Formulario) to (needs simulation update)
         * @description PUT the workbook to `upload_url`; the server then imports it into the simulation (which must be Stopped),
         *     replacing its inputs, and writes the outcome as events (an Error event names sheet, row and column).
         *     project_uid and simulation_uid must be the simulation's tender and the simulation itself (400 otherwise).
         *     The import is all or nothing: a file with any problem changes no input. Its state is
         *     `GET /simulation/{id}/upload-status`. The workbook is the one `data_url` links to (sheets Datos básicos,
         *     Centros, Categorías-Puestos, Turnos, Tareas, Subrogados, Otros costes).
         */
        post: operations["simulationUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Check a simulation before launch
         * @description An empty `errors` list means it can be launched (the ui launches after 1.5 s). Otherwise each entry is a
         *     message to show; the user may still choose 'Ignorar y lanzar'. Entries with an `error_code` are the
         *     conditions that launch refuses with 460; the others are warnings the launch accepts. Errors of this call
         *     are handed back to the caller (the ui does not redirect on /validate).
         */
        get: operations["validateSimulation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/variable_work": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Tasks (variable work) of a simulation */
        get: operations["listVariableWorks"];
        put?: never;
        /** Add a task (variable work) to a simulation */
        post: operations["createVariableWork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/{id}/variable_work/{workId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                workId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** Read a task (variable work) of a simulation */
        get: operations["getVariableWork"];
        /** Change a task (variable work) of a simulation */
        put: operations["updateVariableWork"];
        post?: never;
        /** Remove a task (variable work) from a simulation */
        delete: operations["deleteVariableWork"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a simulation's inputs into a new Stopped simulation of the same tender (needs simulation create)
         * @description Copies basic data, centers, category-positions, shifts, tasks, surrogates and other costs; not the results,
         *     events or files. The copy is named `{name} (copia)` (`(copia 2)`, … when taken).
         */
        post: operations["duplicateSimulation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulation/from_previous_study/{previousStudyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a previous study into a new simulation (needs simulation create)
         * @description A GET that creates (kept for the clients that call it so). The new simulation (status Stopped, same tender) takes the study's
         *     name (with ` (copia)` when taken), basic data, surrogates and other costs. Errors are handed back to the
         *     caller (the ui does not redirect on this path).
         */
        get: operations["simulationFromPreviousStudy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solution/{id}/default_parameters": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The parameters as the simulation's inputs give them ('Restablecer valores del formulario')
         * @description absenteeism_rate from basic data, benefit 0, and the simulation's other costs as entered.
         */
        get: operations["getSolutionDefaultParameters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solution/{id}/parameters": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** The parameters the solution is costed with */
        get: operations["getSolutionParameters"];
        /**
         * Re-cost the solution with new absenteeism, benefit and material amounts (needs simulation update)
         * @description Asynchronous: answers with the job state (PENDING); poll `GET /solution/{id}/parameters/status` every second
         *     (up to 300 times) and reload the simulation when it is FINISHED. Each material cost is matched by `id`
         *     (costs cannot be added or removed here). 409 (in Spanish) when the solution no longer
         *     allows it (the simulation must be duplicated and launched again); 400 for bad values (the ui shows
         *     'Error al procesar los datos introducidos').
         */
        put: operations["updateSolutionParameters"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solution/{id}/parameters/employees": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Every worker of the solution (surrogates and new hires) with their costs (the Plantilla) */
        get: operations["getSolutionEmployees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solution/{id}/parameters/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** State of the last parameter change (PENDING, ERROR with info_message, or FINISHED) */
        get: operations["getSolutionParametersStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solution/{id}/roster": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The weekly roster (Cuadrante) of the solution, one row a worker (needs simulation read)
         * @description The same data as the Cuadrante sheet of the solution workbook: every worker the roster holds (surrogates
         *     first, then new hires, in the engine's order) with, for each weekday, the time ranges they work, where and
         *     at which position. Everything the page shows is here (names of centers and positions included); nothing
         *     needs another call. Vacation substitutes are cost lines of the Plantilla, not people with a schedule, so
         *     they are not listed. Re-costing (parameters, social security) never changes the roster.
         */
        get: operations["getSolutionRoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solution/{id}/roster/page": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * One page of the weekly roster ('Cuadrante semanal'), searched and filtered (needs simulation read)
         * @description The rows of `GET /solution/{id}/roster` that match the search and the filters, `limit` of them from
         *     `offset` on, in the same order; with what the card draws around them: how many match (`total`) and how
         *     many the roster holds (`roster_size`), every center and category of the roster (the filters' options and
         *     the centers' colours) and the hours the matching rows cover each weekday. The server reads only the page's
         *     rows of the roster it stores as rows, so a big roster (18.5 MB at the benchmark's XL) is never read nor sent
         *     whole.
         */
        get: operations["getSolutionRosterPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solution/{id}/staff": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * One page of the Plantilla as the results page shows it, searched (needs simulation read)
         * @description The Plantilla of `GET /solution/{id}/parameters/employees` as the results page's card shows it: in three
         *     sections (surrogates, new hires, substitutions), a category's substitutions as one row whatever centers and
         *     kinds of cover the engine costed them in, each FTE rounded so that the rows add up to their section and the
         *     sections to the whole. The rows that match the search, `limit` of them from `offset` on (the last page when
         *     fewer remain), with how many match (`total`), the heading figures of every section of the whole Plantilla
         *     (not only of the page's rows) and the hours of the week the card's bars are drawn against. A big tender's
         *     Plantilla (16,708 workers at the benchmark's XL) is never sent whole.
         */
        get: operations["getSolutionStaffPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Después de la vigencia
         * @description What a run assumes for calendar years after end_year: repeat_last (the last known increment repeats each
         *     year, as before), percent (percent each later year), none (the tables of end_year stay). percent is
         *     required with mode percent and ignored otherwise.
         */
        AfterValidity: {
            /** @enum {string} */
            mode: "repeat_last" | "percent" | "none";
            /**
             * Porcentaje anual
             * @description The yearly increase after end_year, with mode percent
             */
            percent?: components["schemas"]["Percent"];
        };
        /**
         * @description The full agreement (the read shape, also the engine's input). It maps onto the save payload:
         *     max_hours_per_* ↔ time_limits; holiday_days, holiday_days_types, holidays_rules_from/until ↔
         *     holidays {days, type, period {from_month, until_month}}; annual_increment ↔ annual_increments;
         *     seniority_bonus ↔ seniority_bonuses.
         */
        Agreement: {
            after_validity: components["schemas"]["AfterValidity"];
            agreement_base_id: components["schemas"]["NullableId"];
            annual_increment: {
                increment: number;
                year: number;
            }[];
            /** @description A workspace's copy of a reference agreement: the version of its base it holds */
            base_version?: number | null;
            categories: components["schemas"]["AgreementCategory"][];
            consecutive_rest_days: number;
            creation_year: number | null;
            end_year: number;
            expired: boolean;
            free_day_available: number | null;
            /** @description A PDF has been uploaded ('Convenio en pdf') */
            has_pdf: boolean;
            holiday_days: number;
            holiday_days_types: components["schemas"]["HolidayDaysType"];
            holiday_work_compensation: components["schemas"]["HolidayWorkCompensation"];
            holidays_rules_from: components["schemas"]["Month"];
            holidays_rules_until: components["schemas"]["Month"];
            id: components["schemas"]["Id"];
            max_hours_per_day: number;
            max_hours_per_month: number | null;
            max_hours_per_week: number;
            max_hours_per_year: number;
            max_sections_planned_day: number;
            name: string;
            reference?: components["schemas"]["ReferenceInfo"];
            regcon_code: components["schemas"]["RegconCode"];
            rest_hours_between_shifts: number;
            /** @description Year of the salary tables */
            salary_year: number;
            scope: components["schemas"]["AgreementScope"];
            seniority_bonus: {
                fixed_annual: number | null;
                max_percent: number;
                max_percent_date: components["schemas"]["NullableIsoDate"];
                max_seniority: number | null;
                percent_over_salary: number;
                period_bonus: number;
            }[];
            source: components["schemas"]["AgreementSource"];
            start_year: number;
            /** @description Same value as id */
            uid: components["schemas"]["Id"];
            update_permissions: boolean;
            /** @description Null for the shared catalogue */
            workspace_id: components["schemas"]["NullableId"];
        };
        /** @description What differs between a workspace's copy of a reference agreement and its base's latest version. */
        AgreementBaseChanges: {
            base_id: components["schemas"]["Id"];
            /** @description The categories whose salary differs in some year, by name (the base's order, then the copy's own) */
            categories: {
                /**
                 * @description added: only the new version has it; removed: only the copy
                 * @enum {string}
                 */
                change: "added" | "removed" | "changed";
                name: string;
                /** @description Total annual salary by year where it differs (before: the copy; after: the new version) */
                years: components["schemas"]["AgreementChangeAmount"][];
            }[];
            /** @description The version of the base the copy holds */
            from_version: number;
            /** @description The yearly increments (percent) that differ; null where one side has none */
            increments: components["schemas"]["AgreementChangeAmount"][];
            /**
             * Format: date-time
             * @description When the latest version was loaded
             */
            loaded_at: string | null;
            source: components["schemas"]["AgreementSource"];
            /** @description The agreement's figures that differ */
            terms: {
                after: number | null;
                before: number | null;
                /** @enum {string} */
                field: "start_year" | "end_year" | "salary_year" | "max_hours_per_day" | "max_hours_per_week" | "max_hours_per_month" | "max_hours_per_year" | "holiday_days" | "rest_hours_between_shifts" | "consecutive_rest_days";
            }[];
            /** @description The base's latest version (equal to from_version: nothing new) */
            to_version: number;
        };
        AgreementCategory: {
            base_salary_year: number;
            fixed_pluses: {
                /** @description The fixed pluses are outside the social security base (No cotiza a la Seguridad Social) */
                non_contributory?: boolean;
                price_day_worked: number;
                price_month_worked: number;
                price_year_worked: number;
            };
            free_days: number | null;
            id: components["schemas"]["Id"];
            pluses_by_schedule: {
                /** @description Outside the social security base */
                non_contributory?: boolean;
                price_hour: number;
                time_end: components["schemas"]["HourMinute"];
                time_init: components["schemas"]["HourMinute"];
            }[];
            pluses_by_weekday: {
                day: components["schemas"]["PlusDay"];
                /** @description Outside the social security base */
                non_contributory?: boolean;
                price_day: number | null;
                price_hour: number | null;
            }[];
            professional_category: string;
            /** @description Gross annual salary of a full-time worker */
            salary_year: number;
            seniority_bonus: {
                amount: number;
                period_bonus: number;
            } | null;
        };
        /** @description Below 15,120 € of salary_year the form warns '¡Ojo! Has introducido un salario inferior al SMI.' (accepted). */
        AgreementCategoryInput: {
            /**
             * Salario base anual
             * @description Annual base salary
             */
            base_salary_year: components["schemas"]["Amount"];
            fixed_pluses?: components["schemas"]["FixedPluses"];
            /** @description Días libres, at most 5 */
            free_days?: number | null;
            /** @description Keep a stored category's id; absent for a new one */
            id?: components["schemas"]["Id"];
            /** @default [] */
            pluses_by_schedule: components["schemas"]["PlusBySchedule"][];
            /** @default [] */
            pluses_by_weekday: components["schemas"]["PlusByWeekday"][];
            /** @description Category name ('Valor requerido') */
            professional_category: string;
            /** @description Gross annual salary of a full-time worker (Salario total anual; the form's netSalary) */
            salary_year: components["schemas"]["Amount"];
            seniority_bonus?: components["schemas"]["CategorySeniorityBonus"];
        };
        AgreementChangeAmount: {
            after: number | null;
            before: number | null;
            year: number;
        };
        AgreementListItem: {
            /** @description A workspace's copy of a reference agreement: the version of its base it holds */
            base_version?: number | null;
            end_year: number;
            /** @description end_year is before the current year (out of force) */
            expired: boolean;
            id: components["schemas"]["Id"];
            name: string;
            reference?: components["schemas"]["ReferenceInfo"];
            regcon_code: components["schemas"]["RegconCode"];
            scope: components["schemas"]["AgreementScope"];
            source?: components["schemas"]["AgreementSource"];
            start_year: number;
            /** @description Same value as id */
            uid: components["schemas"]["Id"];
            /** @description The user may edit and delete it (false for the shared catalogue) */
            update_permissions: boolean;
        };
        /** @description The agreement save payload, with the bounds of each field. */
        AgreementSave: {
            /**
             * Después de la vigencia
             * @description Optional; absent keeps the stored one (repeat_last for a new agreement)
             */
            after_validity?: components["schemas"]["AfterValidity"];
            /** @description The agreement this one was copied from */
            agreement_base_id?: components["schemas"]["NullableId"];
            annual_increments: components["schemas"]["AnnualIncrement"][];
            categories: components["schemas"]["AgreementCategoryInput"][];
            /** @description Consecutive rest days a week, may be decimal (default 1.5) */
            consecutive_rest_days: number;
            /** @description Year the agreement was signed (optional) */
            creation_year?: number | null;
            end_year: components["schemas"]["Year"];
            /** @description Own-affairs days a year (optional) */
            free_day_available?: number | null;
            /**
             * Compensación de festivos trabajados
             * @description Compensation of holidays worked; plus when absent
             */
            holiday_work_compensation?: components["schemas"]["HolidayWorkCompensation"];
            holidays: {
                /** @description Vacation days a year (default 30) */
                days: number;
                /** @description When vacation is taken (default june to september); from_month before until_month */
                period: {
                    from_month: components["schemas"]["Month"];
                    until_month: components["schemas"]["Month"];
                };
                type: components["schemas"]["HolidayDaysType"];
            };
            /** @description The agreement to replace, or the id to create it with; absent for a new one */
            id?: components["schemas"]["Id"];
            /** @description Separate blocks of work per day, at most 3 (default 2) */
            max_sections_planned_day: number;
            /** @description Required */
            name: string;
            /**
             * Código REGCON
             * @description Optional; absent keeps the stored one (null for a new agreement)
             */
            regcon_code?: components["schemas"]["RegconCode"];
            /** @description Rest hours between working days, at least 12 (default 12) */
            rest_hours_between_shifts: number;
            /** @description Year of the salary tables (the form's salaryTablesYear). Optional; start_year when absent */
            salary_year?: components["schemas"]["Year"];
            /**
             * Ámbito territorial
             * @description Optional; absent keeps the stored one (null for a new agreement)
             */
            scope?: components["schemas"]["AgreementScope"];
            seniority_bonuses: components["schemas"]["SeniorityRule"][];
            /**
             * Fuente
             * @description Optional; absent keeps the stored one (null for a new agreement)
             */
            source?: components["schemas"]["AgreementSource"];
            start_year: components["schemas"]["Year"];
            /** @description DAY (≤ 24), WEEK (≤ 40), YEAR (≤ 2000) required; MONTH (≤ 200) optional */
            time_limits: components["schemas"]["TimeLimit"][];
            workspace_id: components["schemas"]["Id"];
        };
        /**
         * Ámbito territorial
         * @description Where the agreement applies (docs/premises.md): its level and the NUTS codes of the territory it covers
         *     (NUTS-2 a community, e.g. ES61 Andalucía; NUTS-3 a province, e.g. ES618 Sevilla); an empty list with
         *     'state'. Null: not stated, and no run warns that a center is outside it.
         */
        AgreementScope: {
            level: components["schemas"]["AgreementScopeLevel"];
            nuts: string[];
        } | null;
        /**
         * @description state (estatal), region (autonómico), province (provincial), local, company (de empresa)
         * @enum {string}
         */
        AgreementScopeLevel: "state" | "region" | "province" | "local" | "company";
        /**
         * Fuente
         * @description The official publication the salary tables come from; null when not given
         */
        AgreementSource: {
            /**
             * Boletín
             * @description The bulletin, e.g. BOCM or BOP de Sevilla, with its number
             */
            bulletin: string;
            /**
             * Fecha
             * @description Date of the publication
             */
            date: components["schemas"]["IsoDate"];
            /** @description An https address of the published text (labelled 'Enlace': the server's field labels name it by its path, `url` alone being the notice's address) */
            url: string;
        } | null;
        /** @description Euros, 0 to 10,000,000 (the bounds of every money field) */
        Amount: number;
        AnnualIncrement: {
            /** @description Salary increase of that year, percent 0 to 100 */
            increment: components["schemas"]["Percent"];
            year: components["schemas"]["Year"];
        };
        AwardCriterion: {
            /** @description The formula's text when the notice gives it */
            formula: string | null;
            /** @description The price criterion */
            is_price: boolean;
            /**
             * @description By formula (automatic, OBJ) or by judgement (juicio de valor, SUBJ)
             * @enum {string|null}
             */
            kind: "formula" | "judgement" | null;
            name: string;
            /** @description Points (or percent) as the notice weighs it */
            weight: number | null;
        };
        /** @description The offer against the tender budget; only with a tender budget (docs/budget.md §3) */
        Bid: {
            /** @description RGLCAP art. 85 over our offer and the other offers */
            abnormal: {
                abnormal_offers: number[];
                mean_discount_percent: number;
                offers_considered: number;
                ours_abnormal: boolean;
                threshold_discount_percent: number;
                threshold_price: number;
            };
            /** @description The offer is below the cost before overheads and benefit, both rounded to the cent */
            below_cost: boolean;
            /** @description Whether the tender budget is at least each method's total cost (absent in results stored before the annual-hours method) */
            covers?: {
                conventional: boolean;
                roster: boolean;
            };
            /** @description Baja: (tender budget − offer) / tender budget × 100 */
            discount_percent: number;
            /** @description The offer is above the tender budget (compared to the cent): excluded (RGLCAP art. 84); absent in results stored before it */
            excluded?: boolean;
            /** @description offer − cost before overheads and benefit − overheads */
            margin: number;
            offer_with_vat: number;
            offer_without_vat: number;
            score?: components["schemas"]["BidScore"];
            tender_budget: number;
        };
        /** @description The bid inputs the next launch costs with (defaults when never set — no overheads, no benefit, 21 % VAT, no tender budget, the computed total as offer, no price score, 0 technical points, no competitors) */
        BidInputs: {
            /** @description Beneficio % */
            benefit: number;
            /** @description The expected competitors; when not empty they replace other_offers */
            competitors: components["schemas"]["Competitor"][];
            /** @description Price offered without VAT; null = the computed total */
            offer_price: number | null;
            /** @description Competitors' prices without VAT */
            other_offers: number[];
            /** @description Gastos generales % */
            overheads: number;
            /** @description The price criterion; null when not given */
            price_score: components["schemas"]["PriceScore"] | null;
            /** @description Our expected technical points, 0 by default */
            technical_points: number;
            /** @description Presupuesto base de licitación without VAT; null when not given */
            tender_budget: number | null;
            /** @description IVA % */
            vat: number;
        };
        /**
         * @description The bid inputs known before a launch (the tender budget is in the tender documents from the start, and overheads, benefit and VAT are the company's), kept with
         *     the simulation; the next launch costs the bid with them. Needs the simulation Stopped, like the basic data;
         *     after a run `PUT /solution/{id}/parameters` changes them (and keeps them here for the next launch).
         *     Fields left out keep their value; `null` removes a tender budget, an offer price or the price score. Euros without VAT.
         */
        BidInputsUpdate: {
            /** @description Beneficio %, 0 to 100 (0 when never set); a parameter change of the solution writes it back here, and a duplicate copies it */
            benefit?: components["schemas"]["Percent"];
            /**
             * Competidores
             * @description The expected competitors, at most 50; when not empty they replace other_offers
             */
            competitors?: components["schemas"]["Competitor"][];
            /** @description Price offered without VAT, at least 0.01; null = the computed total */
            offer_price?: (number & components["schemas"]["PositiveAmount"]) | null;
            /** @description Competitors' prices without VAT, at most 50 */
            other_offers?: components["schemas"]["PositiveAmount"][];
            /** @description Gastos generales %, 0 to 100 */
            overheads?: components["schemas"]["Percent"];
            /** @description The price criterion; null removes it */
            price_score?: components["schemas"]["PriceScore"] | null;
            /**
             * Puntos técnicos
             * @description Our expected technical points
             */
            technical_points?: number;
            /** @description Presupuesto base de licitación without VAT, at least 0.01; null removes it */
            tender_budget?: (number & components["schemas"]["PositiveAmount"]) | null;
            /** @description IVA %, 0 to 100 */
            vat?: components["schemas"]["Percent"];
        };
        /** @description The price score and the ranking; only with a price score (docs/budget.md §5) */
        BidScore: {
            /** @description One point per whole point of discount down to the cost, plus the cost itself */
            curve: components["schemas"]["ScoreCurvePoint"][];
            /** @description Ours first, then the competitors as given */
            offers: components["schemas"]["ScoredOffer"][];
            /** @description The highest offer, to the cent, at which we rank first alone, are not abnormal and cover the cost before overheads and benefit; null when there is none */
            win_price_max: number | null;
        };
        /** @description The total with and without VAT and one entry per contract year (12-month slices from the service start, the last one shorter); euros not rounded (docs/budget.md §2) */
        Budget: {
            /** @description total without VAT / the hours worked */
            price_per_hour: number;
            total_with_vat: number;
            total_without_vat: number;
            vat_amount: number;
            vat_rate: number;
            years: components["schemas"]["ContractYear"][];
        };
        CategoryPositions: {
            categories: {
                /** @description The agreement category's id */
                id: components["schemas"]["Id"];
                /** @description The category's professional_category */
                name: string;
                /** @description The first is the main one */
                positions: components["schemas"]["Position"][];
            }[];
            /** @description 'Cualquier categoría puede realizar cualquier puesto' */
            disabled: boolean;
        };
        CategoryPositionsSave: {
            categories: {
                id: components["schemas"]["Id"];
                /** @description Ignored (the agreement's name is kept) */
                name?: string;
                /** @description Up to 5; the first is the main one. Positions are created first with POST /simulation/{id}/position. */
                positions: {
                    id: components["schemas"]["Id"];
                    /** @description Ignored */
                    name?: string;
                }[];
            }[];
            disabled: boolean;
        };
        CategoryResult: {
            /** @description New hires (A contratar), vacation and absence substitutes included */
            count_new: number;
            /** @description Surrogates (A subrogar) */
            count_sub: number;
            /** @description Of count_new, the people hired for substitutions (vacations, absences, holidays), who have no fixed roster; absent in results stored before it existed */
            count_substitutes?: number;
            /** @description FTE (ETC) of the new hires */
            fte_new: number;
            /** @description FTE (ETC) of the surrogates */
            fte_sub: number;
            /** @description Of fte_new, the FTE (ETC) of the substitutions; absent in results stored before it existed */
            fte_substitutes?: number;
            /** @description Hours worked over the service period */
            hours: number;
            /** @description Social security cost */
            ss_costs: number;
            /** @description Wage cost (Coste salarial) */
            wage_costs: number;
        };
        /** @description A fixed seniority bonus of the category: amount (annual euros) per completed period_bonus years ('cada N años') */
        CategorySeniorityBonus: {
            amount: components["schemas"]["Amount"];
            /** Cada N años */
            period_bonus: number;
        } | null;
        Center: {
            agreement_id: components["schemas"]["Id"];
            /** @description The agreement's name (for the Convenio column) */
            agreement_name?: string;
            center_group: components["schemas"]["CenterGroup"];
            id: components["schemas"]["Id"];
            municipality_id: components["schemas"]["Id"];
            /** @description The locality's name (for the Localidad column) */
            municipality_name?: string;
            name: string;
            /** @description Percent of vacation hours covered by substitutes (Cobertura Vac.), default 100 */
            vacation_coverage: number;
        };
        /** @description Agrupación: centers of one group share workers; null means a group of its own */
        CenterGroup: number | null;
        CentersSave: {
            /** @description At most 1,000 centers (the domain's MAX_CENTERS; beyond, 400 'El campo «Centros» no puede tener más de 1.000 elementos') */
            centers: {
                /** @description Required ('Convenio es requerido') */
                agreement_id: components["schemas"]["Id"];
                center_group?: components["schemas"]["CenterGroup"];
                /** @description The stored center this row updates; absent or null for a new center */
                center_id?: components["schemas"]["NullableId"];
                /** @description Required ('Localidad es requerido') */
                municipality_id: components["schemas"]["Id"];
                /** @description Required ('Centros es requerido') */
                name: string;
                /** @description Percent; null or absent becomes 100 */
                vacation_coverage?: number | null;
            }[];
        };
        CenterWorkPeriods: {
            center_id: components["schemas"]["Id"];
            date_end: components["schemas"]["NullableIsoDate"];
            date_init: components["schemas"]["NullableIsoDate"];
            holidays: {
                date: components["schemas"]["IsoDate"];
                name: string;
            }[];
        };
        CodeValue: {
            code: string;
            /** @description Spanish label; null for a code the list does not have (codes such as __proto__ or constructor included: the lists are read by their own entries) */
            label: string | null;
        };
        ComparisonRequest: {
            /**
             * Comparados
             * @description In the order of the columns; the first is the reference
             */
            items: {
                id: components["schemas"]["Id"];
                /** @enum {string} */
                kind: "simulation" | "previous_study";
            }[];
        };
        Competitor: {
            name?: string | null;
            /** Precio sin IVA */
            price: components["schemas"]["PositiveAmount"];
            /** Puntos técnicos */
            technical_points?: number | null;
        };
        /**
         * Órgano de contratación
         * @description The contracting authority, as the notice names it
         */
        ContractingAuthority: string | null;
        /**
         * @description Open-ended (indefinido) or fixed-term (temporal): the unemployment rate of the itemised social security
         * @enum {string}
         */
        ContractKind: "indefinido" | "temporal";
        ContractType: {
            /** @description The official contract code, e.g. 100 */
            contract_key: string;
            description: string;
            id: components["schemas"]["Id"];
        };
        ContractYear: {
            absenteeism: number;
            benefit: number;
            /** @description First day (YYYY-MM-DD) */
            from: string;
            materials: number;
            overheads: number;
            social_security: number;
            /** @description Last day (YYYY-MM-DD) */
            to: string;
            total_with_vat: number;
            total_without_vat: number;
            vat_amount: number;
            wages: number;
        };
        ConventionalCategory: {
            /** @description Effective hours a full-time worker gives in a year: the agreement's annual hours, or its week less vacation and the 14 holidays */
            effective_hours_per_fte: number;
            /** @description hours / effective hours over the period */
            fte: number;
            /** @description max(0, fte − fte_surrogates) */
            fte_new: number;
            /** @description The surrogates' contract share (their weekly hours / the agreement's) */
            fte_surrogates: number;
            /** @description Service hours of the category over the period (the roster's demand, holidays included where worked) */
            hours: number;
            /** @description The surrogates as the roster costs them (without the holiday surcharge) + fte_new × the category's yearly salary */
            wages: number;
        };
        /** @description The contracting authority's method (horas anuales) beside the roster (docs/engine.md); absent in results stored before it */
        ConventionalResults: {
            absenteeism: number;
            benefit: number;
            /** @description By professional category name */
            categories: {
                [key: string]: components["schemas"]["ConventionalCategory"];
            };
            /** @description conventional total_cost − the roster's total_cost */
            difference_to_roster: number;
            materials: number;
            overheads_cost: number;
            /** @description The rate × the wages less the pluses outside the social security base */
            social_security: number;
            total_cost: number;
            total_with_vat: number;
            wages: number;
        };
        /**
         * @description SALARY_PERCENT 'Porcentaje del coste salarial' (amount is a percent of the wage cost); MONTHLY_AMOUNT
         *     'Por mes' (amount × months_to_apply); AMOUNT_BY_WORKER 'Por trabajador' (amount × headcount, once);
         *     MONTHLY_UNIT_COST 'Cada unidad' (amount × number_of_units × months_to_apply). The call for the
         *     cost types of a workspace is not shown; the types are this fixed list.
         * @enum {string}
         */
        CostType: "SALARY_PERCENT" | "MONTHLY_AMOUNT" | "AMOUNT_BY_WORKER" | "MONTHLY_UNIT_COST";
        /** @description Both days included; date_end must not be before date_init */
        DateRange: {
            date_end: components["schemas"]["IsoDate"];
            date_init: components["schemas"]["IsoDate"];
            /** @description Client-side row id; kept as given, not needed */
            id?: string;
        };
        /** @description A link to download a file. `download_url`, with the file's name and when the link expires. */
        DownloadUrl: {
            /**
             * Format: uri
             * @description Absolute signed URL; GET it without API key or token
             */
            download_url: string;
            /** Format: date-time */
            expires_at: string;
            /** @description The name the file downloads as (e.g. `Solucion_{name}.xlsx`) */
            filename: string;
        };
        Error: {
            /** @description The failing field of a 400 */
            field?: string;
            /** @description Human-readable message, in Spanish */
            message: string;
            /** @description Identifier of the request (also in the x-request-id header); a 5xx answer carries it so a user can quote it */
            request_id?: string;
        };
        /**
         * Valor estimado
         * @description Valor estimado del contrato, euros without VAT (extensions included, as the notice states it)
         */
        EstimatedValue: number | null;
        /**
         * @description A progress event (Progreso). Events sharing a `group` form one entry: the first non-Debug event is shown,
         *     the Debug ones expand under it.
         */
        Event: {
            /** Format: date-time */
            created: string;
            description: string;
            group: string | null;
            id: components["schemas"]["Id"];
            title: string;
            /**
             * @description Info: a step of the run; Debug: a detail under its entry; Warning ('Aviso'): something the preparer should check that did not stop the run (missing local holidays for a service that works on them, a value the engine capped, a retried run); Error: what failed. Events stored before Warning existed keep their type.
             * @enum {string}
             */
            type_info: "Info" | "Debug" | "Warning" | "Error";
        };
        /** @description One page of the explanations ('Por qué esta plantilla') as the card shows it */
        ExplanationsPage: {
            /** @description The groups with sentences in the page, each with only those sentences */
            groups: components["schemas"]["StaffingExplanation"][];
            /** @description Matching sentences before the page (the offset asked for, or the last page when fewer remain) */
            offset: number;
            /** @description Sentences matching the search, over every group */
            total: number;
        };
        /**
         * Prórrogas (meses)
         * @description Months of possible extensions the notice states
         */
        ExtensionMonths: number | null;
        /**
         * Expediente
         * @description The tender's file number (expediente)
         */
        FileNumber: string | null;
        FixedPluses: {
            /** @description No cotiza a la Seguridad Social: left out of the social security base; false when absent */
            non_contributory?: boolean;
            price_day_worked: components["schemas"]["Amount"];
            price_month_worked: components["schemas"]["Amount"];
            price_year_worked: components["schemas"]["Amount"];
        };
        FixedWorkShift: {
            center?: components["schemas"]["NamedRef"];
            center_id: components["schemas"]["Id"];
            exists_period_without_work: boolean;
            id: components["schemas"]["Id"];
            number_of_workers: number;
            periods_without_work: components["schemas"]["StoredDateRange"][];
            position?: components["schemas"]["NamedRef"];
            position_id: components["schemas"]["Id"];
            shift_times: {
                id: string;
                time_end: components["schemas"]["HourMinute"];
                time_init: components["schemas"]["HourMinute"];
            }[];
            shift_type: components["schemas"]["ShiftType"];
            shifts: number;
            weekday_work_in_holidays: boolean;
            weekdays_working: components["schemas"]["Weekday"][];
            work_in_holidays: boolean;
        };
        /**
         * @description Business rules checked by the server with these messages: split needs two shift_times, other types one
         *     ('Seleccione los horarios.'); the two ranges of a split shift must not coincide ('Los horarios no pueden
         *     coincidir.'); at least one weekday unless work_in_holidays ('Selecciona algún día de la semana.');
         *     periods_without_work inside the service period and not overlapping.
         */
        FixedWorkShiftInput: {
            /**
             * Centro
             * @description Required ('Seleccione un centro')
             */
            center_id: components["schemas"]["Id"];
            /**
             * Periodos sin trabajo
             * @default false
             */
            exists_period_without_work: boolean;
            /** @description Ignored (the server sets the id) */
            id?: string;
            /**
             * Número de trabajadores
             * @description People at once ('Campo requerido')
             */
            number_of_workers: number;
            /**
             * Periodos sin trabajo
             * @default []
             */
            periods_without_work: components["schemas"]["DateRange"][];
            /**
             * Puesto
             * @description Required ('Seleccione un puesto')
             */
            position_id: components["schemas"]["Id"];
            /** Horario del turno */
            shift_times: components["schemas"]["ShiftTime"][];
            /** Tipo de turno */
            shift_type: components["schemas"]["ShiftType"];
            /** @description Number of ranges (1, or 2 when split); derived from shift_times, ignored when sent */
            shifts?: number | null;
            /**
             * Festivos en los días seleccionados
             * @description AF: works holidays that fall on a selected weekday
             */
            weekday_work_in_holidays: boolean;
            /** Días laborables */
            weekdays_working: components["schemas"]["Weekday"][];
            /**
             * Trabajo en festivos
             * @description F: works every holiday
             */
            work_in_holidays: boolean;
        };
        /**
         * @description fixed_period: work_time every period (day, week, month or year). repeated_x_times_over_period: amount
         *     occurrences every period (day, week, month or year). repeated_over_x_period: one occurrence every amount
         *     periods (day, week or month).
         */
        Frequency: {
            /** @default 1 */
            amount: number;
            /** @enum {string} */
            period: "day" | "week" | "month" | "year";
            /** @enum {string} */
            period_type: "fixed_period" | "repeated_x_times_over_period" | "repeated_over_x_period";
        };
        /**
         * @description How holiday_days are counted: natural days, working days, or working days plus Saturdays
         * @enum {string}
         */
        HolidayDaysType: "naturales" | "laborables" | "laborables+sabados";
        /**
         * @description Holidays worked: plus = the agreement's holiday plus; surcharge = paid again at 175 % of the ordinary hourly wage; rest = given back as rest, covered by substitutes
         * @enum {string}
         */
        HolidayWorkCompensation: "plus" | "surcharge" | "rest";
        /** @description A time of day as `HH:mm` (00:00–23:59). A range whose end is earlier than or equal to its start ends the next day. */
        HourMinute: string;
        /** Format: uuid */
        Id: string;
        IdAnswer: {
            id: components["schemas"]["Id"];
        };
        /**
         * Format: date
         * @description A day as `YYYY-MM-DD`; the year must have 4 digits and be 1000 or later
         */
        IsoDate: string;
        /**
         * @description The grounds on which the offer is lower than others (LCSP art. 149.4), as the preparer writes them; each is a
         *     part of the justification PDF, left out when empty.
         */
        JustificationGrounds: {
            /** Condiciones excepcionalmente favorables */
            favourable_conditions?: string | null;
            /** Ahorro que permite el método de prestación del servicio */
            method_savings?: string | null;
            /** Cumplimiento de obligaciones medioambientales, sociales y laborales, y subcontratación */
            obligations?: string | null;
            /** Originalidad de los servicios */
            originality?: string | null;
            /** Posible obtención de ayudas de Estado */
            state_aid?: string | null;
            /** Soluciones técnicas adoptadas */
            technical_solutions?: string | null;
        };
        /**
         * @description Answer 460. `error_code`:
         *     1 subrogates without centres; 2 fixed shifts without centre or position; 3 variable tasks without centre
         *     or position; 4 no centre created; 5 no tasks created (no fixed shift and no hourly task); 6 selected
         *     agreements have no categories; 7 usage limit exceeded (contact support to extend the plan); 8 missing start
         *     date; 9 missing service duration (fill and save). When several apply, the lowest code is given.
         */
        LaunchRefused: {
            /**
             * @description The answer's `message` is the one of its code (it may add a count, e.g. 'Hay subrogados sin centro (2)').
             * @enum {integer}
             */
            error_code: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
            message: string;
        };
        /** @description The locality's own holidays; replaces the stored list */
        LocalHolidays: components["schemas"]["IsoDate"][];
        /**
         * Lote
         * @description The lot the bid is for, as the notice names it (e.g. "2")
         */
        Lot: string | null;
        MarketAwards: {
            /**
             * Lotes que permiten el cálculo del art. 85
             * @description Lots awarded at a total whose bids received, budget and award (and, with two or more bids, lowest and highest offers) are given
             */
            abnormal_lots_judged: number;
            /**
             * Adjudicados en presunción de anormalidad (art. 85 RGLCAP)
             * @description Of `abnormal_lots_judged`, the fraction whose award is under the art. 85 RGLCAP threshold price over the lot's offers: one bid, 25 points; two, the lowest and highest offers; three or more, the lowest, the highest and the others at their midpoint (the Plataforma publishes no other). Null when no lot allows it
             */
            abnormal_share: number | null;
            /**
             * Ganados con una baja menor que la nuestra
             * @description Of the lots with a discount, the fraction won at a discount strictly below the query's `discount`; null without it or without such lots
             */
            below_discount_share: number | null;
            /** Licitadores por lote */
            bidders: components["schemas"]["MarketQuartiles"];
            /**
             * Bajas de adjudicación
             * @description The lots with a discount by bins of 5 points: [0, 5), [5, 10) … [45, 50); a discount below 0 counts in the first, one of 50 or more in the last
             */
            discount_bins: {
                from_percent: number;
                lots: number;
                to_percent: number;
            }[];
            /** Baja de adjudicación (%) */
            discount_percent: components["schemas"]["MarketQuartiles"];
            /**
             * Adjudicados a precio unitario
             * @description Left out of every other figure
             */
            excluded_unit_price: number;
            /**
             * Lotes adjudicados
             * @description Lots awarded at a total
             */
            lots: number;
            /**
             * Lotes con un solo licitador
             * @description A fraction (0.25 = 25 %); null when no lot says how many bids it received
             */
            single_bidder_share: number | null;
            /** @description Where the figures come from and the latest update of the awards they count */
            source: {
                /** @description Plataforma de Contratación del Sector Público */
                name: string;
                /**
                 * Format: date
                 * @description The latest `updated` of the set's entries; null for an empty set
                 */
                updated: string | null;
            };
            /** Adjudicatarios más frecuentes */
            winners: {
                lots: number;
                name: string;
            }[];
        };
        /** @description Null when no lot of the set has the figure */
        MarketQuartiles: {
            median: number;
            /** @description First quartile */
            q1: number;
            /** @description Third quartile */
            q3: number;
        } | null;
        MaterialCost: {
            amount: number;
            center_id: components["schemas"]["NullableId"];
            /** @description The center's name; null for all centers */
            center_name?: string | null;
            cost_type: components["schemas"]["CostType"];
            id: components["schemas"]["Id"];
            months_to_apply: number | null;
            name: string;
            number_of_units: number | null;
        };
        /**
         * @description An other cost of a simulation or a previous study. amount ≥ 0, and ≤ 100 for SALARY_PERCENT (400
         *     'Valor incorrecto'). months_to_apply is required for MONTHLY_AMOUNT and MONTHLY_UNIT_COST (in previous
         *     studies it defaults to the service duration); number_of_units for MONTHLY_UNIT_COST. center_id null: all
         *     centers (ignored in previous studies).
         */
        MaterialCostInput: {
            amount: components["schemas"]["Amount"];
            /** Centro */
            center_id?: components["schemas"]["NullableId"];
            cost_type: components["schemas"]["CostType"];
            /** @description Optional client-generated id (the form's payload carries one); the server makes one when absent */
            id?: components["schemas"]["Id"];
            /** Meses a aplicar */
            months_to_apply?: number | null;
            /** @description The concept ('Material requerido') */
            name: string;
            /** Número de unidades */
            number_of_units?: number | null;
        };
        /**
         * @description A month by its English lower-case name
         * @enum {string}
         */
        Month: "january" | "february" | "march" | "april" | "may" | "june" | "july" | "august" | "september" | "october" | "november" | "december";
        Municipality: {
            id: components["schemas"]["Id"];
            /** @description The locality's own holidays (fiestas locales), sorted */
            local_holidays: components["schemas"]["IsoDate"][];
            name: string;
            /** @description NUTS-3 code of its province (e.g. ES618 Sevilla); null when not known (then no run checks an agreement's scope for it) */
            nuts_code: string | null;
            /** @description ISO 3166-2 code of the autonomous community (e.g. ES-MD), for its holidays; null: national holidays only */
            region: string | null;
        };
        NamedRef: {
            id: components["schemas"]["Id"];
            name: string;
        };
        NoticeLot: {
            budget_with_vat: number | null;
            budget_without_vat: number | null;
            cpv_codes: string[];
            /** @description The lot's own criteria; empty when they are the tender's */
            criteria: components["schemas"]["AwardCriterion"][];
            /** @description The lot's own valor estimado; null (or absent, in tenders imported before it was read) when the notice gives only the tender's */
            estimated_value?: number | null;
            id: string;
            name: string | null;
        };
        /** Format: uuid */
        NullableId: string | null;
        /**
         * Format: date
         * @description A day as `YYYY-MM-DD`, or null when not set yet
         */
        NullableIsoDate: string | null;
        NullableTimeRange: {
            time_end: components["schemas"]["HourMinute"];
            time_init: components["schemas"]["HourMinute"];
        } | null;
        /** @description An other cost as the parameters carry it (its kind is `type` here, `cost_type` elsewhere) */
        ParameterMaterialCost: {
            amount: number;
            center_id: components["schemas"]["NullableId"];
            /** @description The center's name, for grouping; null for all centers ('Todos los centros') */
            center_name?: string | null;
            id: components["schemas"]["Id"];
            months_to_apply: number | null;
            name: string;
            number_of_units: number | null;
            type: components["schemas"]["CostType"];
        };
        /** @description A percentage, 0 to 100 */
        Percent: number;
        /** @description A lot's award (cac:TenderResult) */
        PlacspAward: {
            amount_with_vat: number | null;
            amount_without_vat: number | null;
            /** @description Offers received */
            bidders: number | null;
            /** @description Award date, YYYY-MM-DD */
            date: string | null;
            highest_offer: number | null;
            /** @description The lot's id; null when the notice has no lots */
            lot: string | null;
            lowest_offer: number | null;
            /**
             * @description Whether the amounts are the contract's total or unit prices (under 1 % of the lot's budget: unit); null without budget
             * @enum {string|null}
             */
            price_kind: "total" | "unit" | null;
            winner: {
                /** @description The winner's identifier (NIF) as the notice gives it */
                id: string | null;
                name: string | null;
            };
        };
        /** @description An award (per lot) or a contract modification the new notice adds, changes or no longer carries, against the tender's award_results */
        PlacspAwardChange: {
            /** @enum {string} */
            change: "added" | "removed" | "changed";
            /** @enum {string} */
            kind: "award" | "modification";
            /** @description The award's lot id (null: the whole tender, or a modification) */
            lot: string | null;
            /** @description The lot's name in the notice, or the modification's id */
            name: string | null;
            /** @description Winner, bidders, offers, amounts (a new one: every value it gives) */
            values: components["schemas"]["PlacspValueChange"][];
        };
        /** @description What a resolved notice says after the tender, with the notice version's date (its source) */
        PlacspAwardResults: {
            awards: components["schemas"]["PlacspAward"][];
            modifications: components["schemas"]["PlacspContractModification"][];
            /** @description The notice version's date, YYYY-MM-DD */
            notice_updated: string | null;
        };
        /** @description A modification or extension of the contract (cac:ContractModification) */
        PlacspContractModification: {
            added_months: number | null;
            amount_without_vat: number | null;
            contract_id: string | null;
            final_amount_without_vat: number | null;
            final_months: number | null;
            id: string | null;
            note: string | null;
        };
        PlacspCriterionChange: {
            /** @enum {string} */
            change: "added" | "removed" | "changed";
            current: components["schemas"]["AwardCriterion"] | null;
            incoming: components["schemas"]["AwardCriterion"] | null;
            name: string;
        };
        PlacspImportAnswer: {
            id: components["schemas"]["Id"];
            /** @description One per chosen lot, in the order of the notice */
            simulation_ids: components["schemas"]["Id"][];
        };
        /** @description The notice's file as in PlacspSource (one of upload_id, xml or url), the notice in it and the lots to simulate */
        PlacspImportRequest: {
            /**
             * Anuncio
             * @description The notice's position in the file (0 for the first), as the preview lists them
             * @default 0
             */
            entry_index: number;
            /**
             * Lotes
             * @description The ids of the lots to simulate, one simulation each (an empty list: none). Left out: every lot of a notice of at most 10 lots; for a notice of more, 400 asking to choose them, so an import never creates more simulations than the preparer picked
             */
            lots?: string[];
            /** Archivo del anuncio */
            upload_id?: string;
            /**
             * Dirección del anuncio
             * Format: uri
             * @description The notice's public address
             */
            url?: string;
            workspace_id: components["schemas"]["Id"];
            /**
             * Archivo del anuncio
             * @description The text of the saved feed page or entry (a request body is at most 5 MB: upload larger files)
             */
            xml?: string;
        };
        PlacspImportSource: {
            /** @description The tender fields the notice filled */
            filled_fields: string[];
            /** Format: date-time */
            imported_at: string;
            notice: components["schemas"]["PlacspNotice"];
            /**
             * Format: date-time
             * @description When a later version of the notice was last applied ('Actualizar desde la Plataforma')
             */
            refreshed_at?: string;
            /** @description The simulations the import created, with the lot each was created from (null for a notice without lots) */
            simulations?: {
                lot: string | null;
                simulation_id: components["schemas"]["Id"];
            }[];
        };
        PlacspLotChange: {
            /** @enum {string} */
            change: "added" | "removed" | "changed";
            id: string;
            name: string | null;
            /** @description What changes in a lot that stays (budget, name, its own criteria) */
            values: components["schemas"]["PlacspValueChange"][];
        };
        /** @description A tender notice of the Plataforma de Contratación del Sector Público (CODICE); a value the notice lacks is null, with a note */
        PlacspNotice: {
            authority: {
                dir3: string | null;
                name: string | null;
                nif: string | null;
            };
            /** @description A resolved notice's awards per lot (the preview's; a tender keeps them in award_results) */
            awards?: components["schemas"]["PlacspAward"][];
            budget_with_vat: number | null;
            budget_without_vat: number | null;
            contract_type: components["schemas"]["CodeValue"] | null;
            cpv_codes: string[];
            criteria: components["schemas"]["AwardCriterion"][];
            duration_months: number | null;
            entry_id: string | null;
            estimated_value: number | null;
            extension: {
                description: string | null;
                months: number | null;
            };
            /** @description Expediente */
            file_number: string | null;
            lots: components["schemas"]["NoticeLot"][];
            /** @description The contract's modifications and extensions (the preview's; a tender keeps them in award_results) */
            modifications?: components["schemas"]["PlacspContractModification"][];
            /** @description Object of the contract */
            name: string | null;
            /** @description What the notice lacks or the import did not understand, in Spanish */
            notes: string[];
            place: {
                address: string | null;
                municipality: string | null;
                nuts_code: string | null;
                region: string | null;
            };
            procedure: components["schemas"]["CodeValue"] | null;
            status: components["schemas"]["CodeValue"] | null;
            submission_deadline: {
                date: string | null;
                time: string | null;
            };
            /** @description The notice version's date, YYYY-MM-DD */
            updated: string | null;
            /** @description The notice's public address, kept only when it is an https address of the Plataforma's hosts (another link is dropped, with a note) */
            url: string | null;
        };
        PlacspPreview: {
            notices: components["schemas"]["PlacspNotice"][];
        };
        PlacspRefreshAnswer: {
            project: components["schemas"]["Project"];
            /** @description The simulations whose budget or price weight changed */
            simulation_ids: components["schemas"]["Id"][];
        };
        PlacspRefreshPreview: {
            /** @description The awards and modifications that change (applied with the notice: award_results is replaced) */
            awards: components["schemas"]["PlacspAwardChange"][];
            /** @description The tender's award criteria that change */
            criteria: components["schemas"]["PlacspCriterionChange"][];
            /** @description The tender's fields and the notice's facts that change */
            fields: components["schemas"]["PlacspValueChange"][];
            lots: components["schemas"]["PlacspLotChange"][];
            notice: components["schemas"]["PlacspNotice"];
            /** @description What update_simulations would change */
            simulations: components["schemas"]["PlacspSimulationChange"][];
        };
        /** @description The notice as in PlacspRefreshSource, and whether the lot simulations follow it */
        PlacspRefreshRequest: {
            /**
             * Actualizar las simulaciones de cada lote
             * @description The simulations created from each lot take its new budget (tender_budget) and price weight (price_score.max_points)
             * @default false
             */
            update_simulations: boolean;
            /** Archivo del anuncio */
            upload_id?: string;
            /**
             * Archivo del anuncio
             * @description The text of the saved feed page or entry
             */
            xml?: string;
        };
        /** @description A later version of the tender's notice: upload_id (from the tender's upload address) or xml; with neither, the stored notice address is read again where PLACSP_FETCH is on */
        PlacspRefreshSource: {
            /** Archivo del anuncio */
            upload_id?: string;
            /**
             * Archivo del anuncio
             * @description The text of the saved feed page or entry
             */
            xml?: string;
        };
        /** @description A simulation created from a lot (lot null for a notice without lots) whose budget or price weight would follow the notice */
        PlacspSimulationChange: {
            id: components["schemas"]["Id"];
            lot: string | null;
            name: string;
            status: components["schemas"]["Status"];
            /** @description Only a stopped simulation's inputs change (as with PUT /simulation/{id}); a computed or running one is left as it is */
            updatable: boolean;
            values: components["schemas"]["PlacspValueChange"][];
        };
        /** @description The notice's file, one of upload_id (from the upload address), xml (the file's text) or url (the notice's public address, read by the server only where PLACSP_FETCH is on) */
        PlacspSource: {
            /** Archivo del anuncio */
            upload_id?: string;
            /**
             * Dirección del anuncio
             * Format: uri
             * @description The notice's public address: https on the default port, host contrataciondelestado.es or contrataciondelsectorpublico.gob.es (or their www.); at most 4 are read at once, beyond that 503
             */
            url?: string;
            workspace_id: components["schemas"]["Id"];
            /**
             * Archivo del anuncio
             * @description The text of the saved feed page or entry (a request body is at most 5 MB: upload larger files)
             */
            xml?: string;
        };
        PlacspUploadUrl: {
            /** Format: date-time */
            expires_at: string;
            /** @description Names the uploaded file in the preview and the import */
            upload_id: string;
            /**
             * Format: uri
             * @description PUT the raw file to it with `Content-Type: application/octet-stream`
             */
            upload_url: string;
        };
        PlacspValueChange: {
            /** @description The value now, as shown (Spanish format); null when empty */
            current: string | null;
            /** @description The tender's field (name, estimated_value, …) or the notice's (budget_without_vat, submission_deadline, …) */
            field: string;
            /** @description The value in the notice, as shown; null when the notice lacks it */
            incoming: string | null;
            /** @description Spanish name of the field */
            label: string;
        };
        /** @description A night (or other time-window) plus: price_hour for each hour worked inside [time_init, time_end) */
        PlusBySchedule: {
            /** @description No cotiza a la Seguridad Social: left out of the social security base; false when absent */
            non_contributory?: boolean;
            /** Valor por hora */
            price_hour: components["schemas"]["Amount"];
            /** Hora de fin */
            time_end: components["schemas"]["HourMinute"];
            /** Hora de inicio */
            time_init: components["schemas"]["HourMinute"];
        };
        /** @description A plus for working on a weekday or a holiday, per hour or per day (exactly one of the two prices) */
        PlusByWeekday: {
            day: components["schemas"]["PlusDay"];
            /** @description No cotiza a la Seguridad Social: left out of the social security base; false when absent */
            non_contributory?: boolean;
            price_day?: number | null;
            price_hour?: number | null;
        };
        /** @enum {string} */
        PlusDay: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday" | "holiday";
        Position: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /** @description A price in euros, 0.01 to 1,000,000,000 (a cent is the smallest price a bid states) */
        PositiveAmount: number;
        Premise: {
            code: components["schemas"]["PremiseCode"];
            /** @description In Spanish: the figures, years and sources the message rests on ("" when the message says it all) */
            detail: string;
            /** @description In Spanish, to show as is */
            message: string;
            /**
             * @description error: the offer cannot be defended as it is; warning: a committee will ask; info: an assumption the run made
             * @enum {string}
             */
            severity: "error" | "warning" | "info";
        };
        /**
         * @description AGREEMENT_ENDED (warning): a year of the service is after the agreement's end_year. AGREEMENT_OUT_OF_SCOPE
         *     (warning): a center's province is outside the scope of the agreement its workers use. SMI_TOPUP (info): a
         *     category's salary was raised to the minimum wage. OFFER_BELOW_DIRECT_COST (error), OFFER_BELOW_OVERHEADS
         *     (warning), OFFER_BELOW_BENEFIT (info): the offer without VAT is below C (wages + social security + absenteeism
         *     + materials), below C + overheads, or below the total cost. BUDGET_BELOW_LABOUR_COST (warning): the tender
         *     budget without VAT is below wages + social security + absenteeism over every contract year.
         * @enum {string}
         */
        PremiseCode: "AGREEMENT_ENDED" | "AGREEMENT_OUT_OF_SCOPE" | "SMI_TOPUP" | "OFFER_BELOW_DIRECT_COST" | "OFFER_BELOW_OVERHEADS" | "OFFER_BELOW_BENEFIT" | "BUDGET_BELOW_LABOUR_COST";
        PreviousStudy: {
            /** @description Percent; 0 on a new study */
            absenteeism_rate: number | null;
            /** @description AT/EP %, for the itemised mode; null when not given */
            at_ep_percent?: number | null;
            /** @description The bid inputs the next launch prices with */
            bid?: components["schemas"]["BidInputs"];
            /** @description The flag that shows 'Modificar' on the solution screen: the study is Solved and no parameter change is PENDING */
            can_modify_parameters: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uri
             * @description Signed link to the study's input workbook (Formulario); null when there is none (the ui then links back to the editor)
             */
            data_url: string | null;
            /** @description Progress events of the last run, oldest first */
            events: components["schemas"]["Event"][];
            /** Format: date-time */
            finished: string | null;
            id: components["schemas"]["Id"];
            name: string;
            project_id: components["schemas"]["Id"];
            /**
             * Format: uri
             * @description Signed link to the solution workbook (`Solucion_{name}.xlsx`) of the current solution, when that workbook is already built; null until solved, and while it is not built yet: reading a study never builds it, `GET /previous_study/{id}/solution_url` does
             */
            result_url: string | null;
            /** @description Same shape as a simulation's results (without the optional roster-quality fields); null until solved */
            results: components["schemas"]["Results"] | null;
            service_date_init: components["schemas"]["NullableIsoDate"];
            service_duration: (number & components["schemas"]["ServiceDuration"]) | null;
            /** @description Percent; 34 on a new study */
            social_security: number | null;
            /** @description flat on a new study */
            social_security_mode?: components["schemas"]["SocialSecurityMode"];
            /** Format: date-time */
            started: string | null;
            status: components["schemas"]["Status"];
            sub_status: components["schemas"]["PreviousStudySubStatus"];
            /** @description Percent; 100 on a new study */
            substitution_percentage: number | null;
            /** @description Same value as id */
            uid: components["schemas"]["Id"];
            /** Format: date-time */
            updatedAt: string;
        };
        PreviousStudyCard: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            finished: string | null;
            id: components["schemas"]["Id"];
            name: string;
            project_id: components["schemas"]["Id"];
            /** Format: date-time */
            started: string | null;
            status: components["schemas"]["Status"];
            /** @enum {string|null} */
            sub_status: "Stopped" | "PENDING" | "FINISHED" | "ERROR" | null;
            uid: components["schemas"]["Id"];
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Required ('Nombre requerido'), not only blanks */
        PreviousStudyName: string;
        /** @description Answer of launch_async and parameters_async */
        PreviousStudyState: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["Status"];
            sub_status: components["schemas"]["PreviousStudySubStatus"];
        };
        /**
         * @description State of the last asynchronous job (launch or parameter change): PENDING while it runs, FINISHED when
         *     done, ERROR when a parameter change failed, Stopped when a launch failed; null before any job.
         * @enum {string|null}
         */
        PreviousStudySubStatus: "Stopped" | "PENDING" | "FINISHED" | "ERROR" | null;
        PreviousStudyUpdate: {
            /** @description Percent, default 0; null answers 400 'Porcentaje de absentismo es requerido' */
            absenteeism_rate?: (number & components["schemas"]["Percent"]) | null;
            /**
             * Tipo de AT/EP (%)
             * @description The accidents-at-work rate of the activity's CNAE (tarifa de primas); required with social_security_mode itemised (400 'El tipo de AT/EP es requerido con la seguridad social desglosada')
             */
            at_ep_percent?: number | null;
            /** @description The bid inputs known before launching (Stopped only); after a run `PUT /previous_study/{id}/parameters_async` changes them */
            bid?: components["schemas"]["BidInputsUpdate"];
            name: components["schemas"]["PreviousStudyName"];
            /** @description Start of the service; null (a blank field) answers 400 'Valor requerido' */
            service_date_init?: (string & components["schemas"]["ServiceStartDate"]) | null;
            /** @description Months, 1 to 100; null answers 400 'Duración es requerido' */
            service_duration?: (number & components["schemas"]["ServiceDuration"]) | null;
            /** @description Percent, default 34; null answers 400 'Seguridad social es requerido' */
            social_security?: (number & components["schemas"]["Percent"]) | null;
            /**
             * Cálculo de la seguridad social
             * @description flat (the social_security percentage, the default) or itemised (docs/social-security.md)
             */
            social_security_mode?: components["schemas"]["SocialSecurityMode"];
            /** @description Percent of absences covered by substitutes, default 100; null answers 400 'Porcentaje de sustitución' */
            substitution_percentage?: (number & components["schemas"]["Percent"]) | null;
        };
        /** @description The pliego's price criterion; satiety_discount_percent is required with linear_satiety, exponent with power */
        PriceScore: {
            /**
             * Exponente
             * @description 0.01 to 1
             */
            exponent?: number | null;
            /** Fórmula */
            formula: components["schemas"]["ScoreFormula"];
            /**
             * Puntos de la oferta económica
             * @description 0.01 to 1000 (the domain's PRICE_SCORE_BOUNDS)
             */
            max_points: number;
            /**
             * Umbral de saciedad (%)
             * @description 0.01 to 100
             */
            satiety_discount_percent?: number | null;
        };
        Project: {
            /** @description The award criteria of the notice it was imported from; null when not imported */
            award_criteria?: components["schemas"]["AwardCriterion"][] | null;
            /** @description The awards and contract modifications of the notice it was imported (or last updated) from; null when not imported */
            award_results?: components["schemas"]["PlacspAwardResults"] | null;
            contracting_authority?: components["schemas"]["ContractingAuthority"];
            /** Format: date-time */
            created_at: string;
            estimated_value?: components["schemas"]["EstimatedValue"];
            extension_months?: components["schemas"]["ExtensionMonths"];
            file_number?: components["schemas"]["FileNumber"];
            id: components["schemas"]["Id"];
            /** @description Where the imported values came from; null when the tender was not imported */
            import_source?: components["schemas"]["PlacspImportSource"] | null;
            lot?: components["schemas"]["Lot"];
            name: string;
            simulation_number: number;
            uid: components["schemas"]["Id"];
            workspace_id: components["schemas"]["Id"];
        };
        /** @description A tender as the list gives it: the Project's own fields, without `award_criteria` and `import_source` (the imported notice; read the tender with GET /project/{id}) */
        ProjectListItem: {
            contracting_authority?: components["schemas"]["ContractingAuthority"];
            /** Format: date-time */
            created_at: string;
            estimated_value?: components["schemas"]["EstimatedValue"];
            extension_months?: components["schemas"]["ExtensionMonths"];
            file_number?: components["schemas"]["FileNumber"];
            id: components["schemas"]["Id"];
            lot?: components["schemas"]["Lot"];
            name: string;
            simulation_number: number;
            uid: components["schemas"]["Id"];
            workspace_id: components["schemas"]["Id"];
        };
        /** @description Tender name (not only blanks) */
        ProjectName: string;
        ProjectPage: {
            items: components["schemas"]["ProjectListItem"][];
            /** @description Pass as start_id_project for the next page; null on the last page */
            next_start_id: (string & components["schemas"]["Id"]) | null;
        };
        /**
         * Provincia
         * @description NUTS-3 code (NUTS 2021) of the locality's province, e.g. ES618 Sevilla; null: not known
         */
        ProvinceNutsCode: string | null;
        /**
         * @description A shared reference agreement (docs/reference-agreements.md): the version of its file, who checked its figures
         *     against the bulletin (null: not checked yet, shown as 'Cifras de referencia pendientes de comprobar con el
         *     boletín'), its territory in words, where its full text is and what its sources do not give. Null (or absent)
         *     for any other agreement.
         */
        ReferenceInfo: {
            /** @description What the sources do not give, in Spanish */
            missing: string[];
            territory: string;
            /** @description The publication of the agreement's full text (url null when no address is known) */
            text: {
                bulletin: string;
                date: components["schemas"]["IsoDate"];
                url: string | null;
            };
            verified: {
                by: string;
                date: components["schemas"]["IsoDate"];
            } | null;
            version: number;
        } | null;
        /**
         * Código REGCON
         * @description The 14-digit code of the agreement in the official register of agreements (REGCON); null when not given
         */
        RegconCode: string | null;
        /**
         * @description ISO 3166-2 code of the autonomous community or city (its holidays apply); null: national holidays only
         * @enum {string|null}
         */
        RegionCode: "ES-AN" | "ES-AR" | "ES-AS" | "ES-IB" | "ES-CN" | "ES-CB" | "ES-CL" | "ES-CM" | "ES-CT" | "ES-VC" | "ES-EX" | "ES-GA" | "ES-MD" | "ES-MC" | "ES-NC" | "ES-PV" | "ES-RI" | "ES-CE" | "ES-ML" | null;
        /**
         * @description What a run computed. Euros over the whole service period, not rounded. The optional fields beside the required
         *     ones are filled for simulations (not for previous studies). Per-worker costs are served by
         *     `GET /solution/{id}/parameters/employees`; the weekly roster is the Cuadrante sheet of the solution workbook.
         */
        Results: {
            absenteeism_cost: number;
            benefit: number;
            bid?: components["schemas"]["Bid"];
            /** @description (total_cost − block_lower_bound_cost) / block_lower_bound_cost */
            block_cost_gap?: number | null;
            /** @description Total cost at the block bound (the new hires' wages and social security scaled down to its hours) */
            block_lower_bound_cost?: number | null;
            /**
             * @description The sums of `bounds` over its rows with a block bound ('Calidad de la solución'), in the summary of
             *     `GET /simulation/{id}`, which leaves `bounds` out: a few numbers whatever the tender's size. Absent when
             *     no row has a block bound (results stored before it).
             */
            bound_totals?: {
                block_lb_fte: number;
                fte_new: number;
                lb_fte: number;
                /** @description Rows of `bounds` summed (`GET /simulation/{id}/bounds`) */
                rows: number;
            };
            /** @description Quality per center group and position: LB_FTE = max(0, weekly demand − usable surrogate hours) / full-week hours */
            bounds?: components["schemas"]["SolutionBound"][];
            budget?: components["schemas"]["Budget"];
            /** @description By professional category name */
            categories: {
                [key: string]: components["schemas"]["CategoryResult"];
            };
            conventional?: components["schemas"]["ConventionalResults"];
            /** @description (total_cost − lower_bound_cost) / lower_bound_cost */
            cost_gap?: number | null;
            /** @description Demand per center and position */
            demand?: {
                center: string;
                center_id: components["schemas"]["Id"];
                position: string;
                position_id: components["schemas"]["Id"];
                /** @description Hours over the service period */
                total_hours: number;
                /** @description Hours of the typical full week */
                weekly_hours: number;
            }[];
            /** @description Why the staffing is what it is, per center group and position (absent in results stored before it) */
            explanations?: components["schemas"]["StaffingExplanation"][];
            /** @description Wage cost (Salarial) */
            hiring_costs: number;
            /** @description Contracted surrogate hours left without work, over the service period */
            idle_surrogate_hours?: {
                by_surrogate: {
                    hours: number;
                    id: components["schemas"]["Id"];
                    name: string | null;
                }[];
                total: number;
            };
            /** @description Total cost at the lower bound */
            lower_bound_cost?: number | null;
            /** @description Other costs (Materiales) */
            material_costs: number;
            /** @description Gastos generales: overheads % × (wages + social security + absenteeism + materials); absent in results stored before it existed */
            overheads_cost?: number;
            /**
             * @description The premises a committee checks (docs/premises.md): the agreement's validity and scope, the minimum-wage
             *     top-up, an offer below its costs, a budget below the labour cost. Empty or absent when none applies;
             *     absent in results stored before it. Recomputed with the bid when a parameter change re-costs the run.
             */
            premises?: components["schemas"]["Premise"][];
            /**
             * @description The minimum-wage floor (docs/premises.md, "The minimum wage floor"): per category and calendar year where
             *     some salary was below the SMI, the € added as "Complemento hasta el SMI" (part of the category's
             *     wage_costs and of hiring_costs, with social security). Absent when none applies.
             */
            smi_topups?: components["schemas"]["SmiTopup"][];
            social_security: number;
            social_security_items?: components["schemas"]["SocialSecurityItems"];
            /** @description wages + social security + absenteeism + materials + overheads_cost + benefit */
            total_cost: number;
            /** @description Weekly demand hours no valid roster could cover (each block is named in an Error event) */
            uncovered_hours?: number;
        };
        /** @description One page of the weekly roster and what the card draws around it */
        RosterPage: {
            /** @description Every category of the roster, by name */
            categories: string[];
            /** @description Every center of the roster, by name (the filter's options; a center's colour is its place here) */
            centers: string[];
            /** @description Hours the matching rows cover each weekday, Monday first */
            day_hours: number[];
            /** @description The rows of the page, in the roster order */
            items: components["schemas"]["RosterWorker"][];
            /** @description Matching rows before the page (the offset asked for, or the last page when fewer remain) */
            offset: number;
            /** @description Rows of the whole roster */
            roster_size: number;
            /** @description Rows matching the search and filters */
            total: number;
        };
        /**
         * @description One continuous time range of work on a weekday. A split block (e.g. 07:00–11:00 and 17:00–21:00) is two
         *     entries. A range whose end is earlier than or equal to its start ends the next day (22:00–06:00) and
         *     belongs to the day it starts.
         */
        RosterShift: {
            /** @description The center's name */
            center: string;
            /** @description The center's id */
            center_id: string;
            /** @description Length of the range in hours (8 for 07:00–15:00, 8 for 22:00–06:00) */
            hours: number;
            /** @description The position's name (e.g. 'Limpieza', 'Cristalería') */
            position: string;
            /** @description The position's id */
            position_id: string;
            time_end: components["schemas"]["HourMinute"];
            time_init: components["schemas"]["HourMinute"];
        };
        /** @description What the worker does each weekday, earliest first; an empty list is a day off. */
        RosterWeek: {
            friday: components["schemas"]["RosterShift"][];
            monday: components["schemas"]["RosterShift"][];
            saturday: components["schemas"]["RosterShift"][];
            sunday: components["schemas"]["RosterShift"][];
            thursday: components["schemas"]["RosterShift"][];
            tuesday: components["schemas"]["RosterShift"][];
            wednesday: components["schemas"]["RosterShift"][];
        };
        /**
         * @description One worker of the weekly roster. The week repeats over the service period (holidays and closed months
         *     are in the calendar, not here). `assigned_hours` is the sum of the `hours` of every range of the week;
         *     it equals `weekly_hours` except for a surrogate with idle contracted hours.
         */
        RosterWorker: {
            /** @description Hours per week the roster gives the worker */
            assigned_hours: number;
            /** @description The category's name */
            category: string;
            /** @description Names of the centers where the worker has hours, most hours first (empty for a surrogate without hours) */
            centers: string[];
            /** @description The same id as in GET /solution/{id}/parameters/employees (a surrogate's own id, a stable uuid for a new hire) */
            id: string;
            /**
             * @description surrogate (subrogado/a) or new (a contratar)
             * @enum {string}
             */
            kind: "surrogate" | "new";
            /** @description A surrogate's name, or the engine's name of a new hire, unique in the simulation: '{category} (nueva contratación {n})' with one center, '{category} · {center} · {n}' with several */
            name: string;
            week: components["schemas"]["RosterWeek"];
            /** @description Contracted hours per week (Jornada) */
            weekly_hours: number;
        };
        SavedSearch: {
            /** Format: date-time */
            created: string;
            id: components["schemas"]["Id"];
            search: string;
        };
        ScoreCurvePoint: {
            abnormal: boolean;
            below_cost: boolean;
            discount_percent: number;
            margin: number;
            offer: number;
            price_points: number | null;
            rank: number | null;
            total_points: number | null;
        };
        ScoredOffer: {
            abnormal: boolean;
            discount_percent: number;
            /** @description Above the tender budget; no points and no rank */
            excluded: boolean;
            /** @description 'Nuestra oferta', the competitor's name or 'Competidor N' */
            name: string;
            price: number;
            /** @description Rounded to two decimals; null when excluded */
            price_points: number | null;
            /** @description 1 + the offers with strictly more points; equal totals share a rank */
            rank: number | null;
            technical_points: number;
            total_points: number | null;
        };
        /**
         * @description proportional: max × lowest / price; linear: max × discount / highest discount; linear_satiety: the same with discounts capped at the satiety threshold; power: max × (discount / highest discount)^exponent
         * @enum {string}
         */
        ScoreFormula: "proportional" | "linear" | "linear_satiety" | "power";
        /**
         * @description The agreement's seniority rule: percent_over_salary % of the base salary per completed period_bonus years,
         *     capped at max_percent (the form's antiquityYears, antiquityPercentage, maxAntiquityPercentage). The read
         *     shape also names fixed_annual and max_seniority; max_seniority is max_percent.
         */
        SeniorityRule: {
            fixed_annual?: number | null;
            max_percent: components["schemas"]["Percent"];
            /** @description Always null in the form's payload; kept */
            max_percent_date?: components["schemas"]["NullableIsoDate"];
            /** @description Same as max_percent (read shape) */
            max_seniority?: number | null;
            percent_over_salary: components["schemas"]["Percent"];
            /** @description Years per period */
            period_bonus: number;
        };
        /** @description Service duration in months, 1 to 100 (the spec's bound; the domain's SERVICE_DURATION_MAX) */
        ServiceDuration: number;
        /**
         * Format: date
         * @description The first day of a service, `YYYY-MM-DD`, from 2000-01-01 to 2100-12-31
         */
        ServiceStartDate: string;
        ShiftTime: {
            /** @description Client-side row id; kept as given, not needed */
            id?: string;
            time_end: components["schemas"]["HourMinute"];
            time_init: components["schemas"]["HourMinute"];
        };
        /** @enum {string} */
        ShiftType: "morning" | "afternoon" | "night" | "split";
        Simulation: {
            /** @description Percent; 0 on a new simulation */
            absenteeism_rate: number | null;
            /** @description AT/EP %, for the itemised mode; null when not given */
            at_ep_percent?: number | null;
            bid?: components["schemas"]["BidInputs"];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uri
             * @description Signed link to the input workbook (Formulario, `Formulario_{name}.xlsx`) holding the simulation's inputs as they are now (those it was launched with once it is not Stopped), when that workbook is already built; null when the inputs changed since the last one: reading a simulation never builds it, `GET /simulation/{id}/formulario_url` does
             */
            data_url: string | null;
            /**
             * Format: date-time
             * @description End of the last run
             */
            finished: string | null;
            id: components["schemas"]["Id"];
            /**
             * @description True when an input the solution was computed from (the simulation's data, or an agreement or category it
             *     uses) changed after the solution was stored: the page, the workbook and the PDF still show what the run
             *     used until the simulation is launched again. Absent without a solution.
             */
            inputs_changed_since_solution?: boolean;
            name: string;
            project_id: components["schemas"]["Id"];
            /**
             * Format: uri
             * @description Signed link to the solution workbook (`Solucion_{name}.xlsx`) of the current solution, when that workbook is already built; null until there is a solution, and while it is not built yet: reading a simulation never builds it, `GET /simulation/{id}/solution_url` does ('Descargar solución')
             */
            result_url: string | null;
            /**
             * @description The summary of the results: the figures of the result cards (costs, employees, categories, budget, bid,
             *     the annual-hours method, premises, social_security_items, the cost gaps…), without the parts sized by the
             *     tender (`demand`, `idle_surrogate_hours`, `bounds`, `explanations`), which `GET /simulation/{id}/results`
             *     answers with the rest, and with `bound_totals`, the sums of `bounds` the quality card shows. Null until a run has produced results. Always an object (clients of the earlier API also
             *     accept a string holding a quoted object; this server never sends one). The events are
             *     `GET /simulation/{id}/events`.
             */
            results: components["schemas"]["Results"] | null;
            service_date_init: components["schemas"]["NullableIsoDate"];
            service_duration: (number & components["schemas"]["ServiceDuration"]) | null;
            /** @description Percent; 34 on a new simulation */
            social_security: number | null;
            social_security_mode?: components["schemas"]["SocialSecurityMode"];
            /**
             * Format: date-time
             * @description Start of the last launch
             */
            started: string | null;
            status: components["schemas"]["Status"];
            /** @description Same value as id */
            uid: components["schemas"]["Id"];
            /** Format: date-time */
            updatedAt: string;
        };
        SimulationCard: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            finished: string | null;
            id: components["schemas"]["Id"];
            name: string;
            /** @description The offer without VAT (`results.bid.offer_without_vat`), euros; null without results or without a tender budget. Only in the tender's list of simulations */
            offer_without_vat?: number | null;
            /** @description The lot of the imported notice the import created it from (import_source.simulations, or by name for tenders imported before that link); null: created from a notice without lots; absent: not created by the import. Only in the tender's list of simulations */
            placsp_lot?: string | null;
            /** @description Its price criterion's points (`bid.price_score.max_points`), what 'Usar solo este criterio' sets; null without a price score. Only in the tender's list of simulations */
            price_points?: number | null;
            project_id: components["schemas"]["Id"];
            /** Format: date-time */
            started: string | null;
            status: components["schemas"]["Status"];
            /** @description The last run's total cost without VAT (`results.total_cost`), euros; null when the simulation has no results. Only in the tender's list of simulations */
            total_cost?: number | null;
            uid: components["schemas"]["Id"];
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Required ('Nombre requerido'), not only blanks; unique within the tender */
        SimulationName: string;
        /** @description Answer of launch and cancel */
        SimulationState: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["Status"];
        };
        SimulationUpdate: {
            /** @description Absenteeism %, 0 to 100 (default 0) */
            absenteeism_rate?: components["schemas"]["Percent"];
            /**
             * Tipo de AT/EP (%)
             * @description The accidents-at-work rate of the activity's CNAE (tarifa de primas); required with social_security_mode itemised (400 'El tipo de AT/EP es requerido con la seguridad social desglosada')
             */
            at_ep_percent?: number | null;
            bid?: components["schemas"]["BidInputsUpdate"];
            name: components["schemas"]["SimulationName"];
            service_date_init?: components["schemas"]["ServiceStartDate"];
            service_duration?: components["schemas"]["ServiceDuration"];
            /** @description Social security %, 0 to 100 (default 34) */
            social_security?: components["schemas"]["Percent"];
            /** Cálculo de la seguridad social */
            social_security_mode?: components["schemas"]["SocialSecurityMode"];
        };
        /** @description The address as `upload_url` and, for clients of the earlier API, as `contentUploadUrl`; both carry the same URL. */
        SimulationUploadUrl: {
            /**
             * Format: uri
             * @description Same as upload_url
             */
            contentUploadUrl: string;
            /** Format: date-time */
            expires_at: string;
            /**
             * Format: uri
             * @description Absolute URL; PUT the raw file to it with `Content-Type: mime_type`
             */
            upload_url: string;
        };
        SimulationValidation: {
            errors: components["schemas"]["ValidationFinding"][];
        };
        SmiTopup: {
            /** @description Professional category name */
            category: string;
            /** @description € added over the months of the year in the service, all workers of the category */
            complement: number;
            /** @description The SMI of the year, full time, 14 payments */
            smi: number;
            /**
             * @description published: the year's own; forecast: the workspace's SMI previsto for the year; carried: an earlier year's (none published nor forecast for it)
             * @enum {string}
             */
            smi_basis: "published" | "forecast" | "carried";
            /** @description Where the year's SMI comes from: its Real Decreto (e.g. 'RD 126/2026') or the workspace's forecast */
            smi_source: string;
            /** @description The category's salario total anual of the year, full time, increments included */
            table_salary: number;
            /** @description Calendar year */
            year: number;
        };
        /** @description The employer's contribution lines in euros; total = the lines − discount */
        SocialSecurityAmounts: {
            /** @description Accidentes de trabajo y enfermedades profesionales */
            at_ep: number;
            /** @description Contingencias comunes */
            common: number;
            /** @description The disability discount taken off the lines */
            discount: number;
            /** @description FOGASA */
            fogasa: number;
            /** @description Formación profesional */
            fp: number;
            /** @description Mecanismo de equidad intergeneracional */
            mei: number;
            total: number;
            /** @description Desempleo */
            unemployment: number;
        };
        SocialSecurityEmployee: {
            /** @description Names of the centers the new hire works at (the Centro column: new hires of different centers may share a name) */
            centers: string[];
            id: components["schemas"]["Id"];
            /** @description A new hire's name as the engine gives it, unique in the simulation: '{category} (nueva contratación {n})' with one center (e.g. 'Limpiador/a (nueva contratación 1)'), '{category} · {center} · {n}' with several (e.g. 'Limpiador/a · Biblioteca Leganés · 1') */
            name: string;
            /** @description Wage cost over the service period (Coste salarial) */
            salary: number;
            /** @description Social security cost over the service period, before the discount */
            social_security: number;
            /** @description Has the disability discount */
            social_security_activate: boolean;
            /** @description Contracted hours per week (Jornada) */
            weekly_hours: number;
        };
        /**
         * @description The employer's contributions line by line (social_security_mode itemised only; absent in flat mode): the whole
         *     service, each calendar year with its rates and base limits, each contract year. total = social_security.
         */
        SocialSecurityItems: components["schemas"]["SocialSecurityAmounts"] & {
            at_ep_percent: number;
            calendar_years: (components["schemas"]["SocialSecurityAmounts"] & {
                /** @description The bases contributed on over the year's months, every worker */
                base: number;
                /** @description Monthly maximum contribution base */
                maximum_base: number;
                /** @description Monthly minimum contribution base, full time */
                minimum_base: number;
                /** @description The employer's rates of the year, % */
                rates: {
                    at_ep: number;
                    common: number;
                    fogasa: number;
                    fp: number;
                    mei: number;
                    unemployment_indefinido: number;
                    unemployment_temporal: number;
                };
                year: number;
            })[];
            contract_years: (components["schemas"]["SocialSecurityAmounts"] & {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
            })[];
        };
        /**
         * @description flat: the single social security percentage (the default); itemised: the employer's contributions by contract type and calendar year (docs/social-security.md)
         * @enum {string}
         */
        SocialSecurityMode: "flat" | "itemised";
        SolutionBound: {
            /** @description The block bound (whole blocks, each surrogate's daily and weekly limits and rests): no valid roster needs fewer new-hire FTE; at least lb_fte */
            block_lb_fte?: number;
            /** @description fte_new / block_lb_fte; null when block_lb_fte is 0 */
            block_ratio?: number | null;
            /** @description The group's number, or the center's name for a center without group */
            center_group: string;
            fte_new: number;
            lb_fte: number;
            position: string;
            position_id: components["schemas"]["Id"];
            /** @description fte_new / lb_fte; null when lb_fte is 0 */
            ratio: number | null;
        };
        /** @description One row of the solution's Plantilla; the costs are over the service period. */
        SolutionEmployee: {
            category: string;
            /** @description Names of the centers the worker works at */
            centers: string[];
            fte: number;
            id: components["schemas"]["Id"];
            /**
             * @description surrogate (subrogado/a), new (a contratar) or substitute (vacation and absence cover)
             * @enum {string}
             */
            kind: "surrogate" | "new" | "substitute";
            name: string;
            /** @description The part of salary that is pluses */
            pluses: number;
            /** @description Wage cost including seniority and pluses */
            salary: number;
            seniority_date: components["schemas"]["NullableIsoDate"];
            /** @description After the discount, if any */
            social_security: number;
            social_security_activate: boolean;
            /** @description salary + social_security */
            total_cost: number;
            weekly_hours: number;
        };
        SolutionParameters: {
            /** @description Percent */
            absenteeism_rate: number;
            /** @description AT/EP % of the itemised mode; null in flat mode */
            at_ep_percent?: number | null;
            /** @description Percent */
            benefit: number;
            /** @description The expected competitors; when not empty they replace other_offers */
            competitors: components["schemas"]["Competitor"][];
            /** @description Grouped by center in the dialog, 'Todos los centros' (center_id null) first */
            material_costs: components["schemas"]["ParameterMaterialCost"][];
            /** @description Price offered without VAT; null = the total cost */
            offer_price: number | null;
            /** @description Competitors' expected prices without VAT */
            other_offers: number[];
            /** @description Gastos generales %, 0 by default */
            overheads: number;
            /** @description The price criterion; null when not given */
            price_score: components["schemas"]["PriceScore"] | null;
            social_security_mode?: components["schemas"]["SocialSecurityMode"];
            /** @description Our expected technical points, 0 by default */
            technical_points: number;
            /** @description Presupuesto base de licitación without VAT; null when not given */
            tender_budget: number | null;
            /** @description IVA %, 21 by default */
            vat: number;
        };
        /** @description Also the body of `PUT /previous_study/{id}/parameters_async`. */
        SolutionParametersUpdate: {
            /** @description Absentismo %, required, 0 to 100 */
            absenteeism_rate: components["schemas"]["Percent"];
            /**
             * Tipo de AT/EP (%)
             * @description Required with itemised when the solution has none (400 'El tipo de AT/EP es requerido con la seguridad social desglosada'); absent keeps it
             */
            at_ep_percent?: number | null;
            /** @description Beneficio %, required, 0 to 100 */
            benefit: components["schemas"]["Percent"];
            /**
             * Competidores
             * @description The expected competitors, at most 50; when not empty they replace other_offers; absent keeps them
             */
            competitors?: components["schemas"]["Competitor"][];
            material_costs: {
                amount: components["schemas"]["Amount"];
                center_id?: components["schemas"]["NullableId"];
                center_name?: string | null;
                id: components["schemas"]["Id"];
                months_to_apply?: number | null;
                name?: string;
                number_of_units?: number | null;
                type?: components["schemas"]["CostType"];
            }[];
            /** @description Price offered without VAT, at least 0.01 €; null = the computed total; absent keeps it */
            offer_price?: (number & components["schemas"]["PositiveAmount"]) | null;
            /** @description Competitors' prices without VAT for the abnormally-low check, each at least 0.01 €, at most 50; absent keeps them */
            other_offers?: components["schemas"]["PositiveAmount"][];
            /** @description Gastos generales %, 0 to 100; absent keeps the current value */
            overheads?: components["schemas"]["Percent"];
            /** @description The price criterion; null removes it (and the score); absent keeps it */
            price_score?: components["schemas"]["PriceScore"] | null;
            /**
             * Cálculo de la seguridad social
             * @description Re-prices every worker's social security without solving again; absent keeps it
             */
            social_security_mode?: components["schemas"]["SocialSecurityMode"];
            /**
             * Puntos técnicos
             * @description Our expected technical points; absent keeps them
             */
            technical_points?: number;
            /** @description Presupuesto base de licitación without VAT, at least 0.01 €; null removes it; absent keeps it */
            tender_budget?: (number & components["schemas"]["PositiveAmount"]) | null;
            /** @description IVA %, 0 to 100; absent keeps the current value */
            vat?: components["schemas"]["Percent"];
        };
        SpreadsheetUploadRequest: {
            /** @description An Excel workbook (`.xlsx`); an `.ods` or `.xls` name is refused with what to do with that file (save it as `.xlsx`) */
            filename: string;
            /** @description The file's type; send the same value as `Content-Type` when PUTting the file */
            mime_type: string;
        };
        StaffingExplanation: {
            /** @description The group's number, or the center's name for a center without group */
            center_group: string;
            items: components["schemas"]["StaffingExplanationItem"][];
            position: string | null;
            position_id: string | null;
        };
        /**
         * @description One reason, found by testing the agreement's rules on the roster. `code`: idle_surrogate (a surrogate's
         *     contracted hours left without work), extra_hire (more new hires of a category than its hours need),
         *     part_time_hire (a new hire below the full week). `rules`, the binding rules, the one stopping most work first:
         *     contract, weekly_max, indivisible_blocks, overlap, daily_max, sections, rest_between_days, weekly_rest,
         *     no_demand, hours_left.
         */
        StaffingExplanationItem: {
            /** @enum {string} */
            code: "idle_surrogate" | "extra_hire" | "part_time_hire";
            /** @description In Spanish, to show as is */
            message: string;
            /** @description The figures the sentence rests on, weekly hours: idle_hours, contracted_hours, assigned_hours, blocks_tested, hires, hours, hires_by_hours, smallest_hire_hours, full_week_hours, max_day_hours, max_week_hours, max_sections, rest_hours, weekly_rest_hours */
            numbers: {
                [key: string]: number;
            };
            rules: ("contract" | "weekly_max" | "indivisible_blocks" | "overlap" | "daily_max" | "sections" | "rest_between_days" | "weekly_rest" | "no_demand" | "hours_left")[];
            /** @description The surrogate or new hire it is about */
            worker: string | null;
        };
        /** @description One page of the Plantilla and what the card draws around it */
        StaffPage: {
            /** @description The matching rows of the page: surrogates, then new hires, then substitutions by category */
            items: components["schemas"]["StaffRow"][];
            /** @description Matching rows before the page (the offset asked for, or the last page when fewer remain) */
            offset: number;
            /** @description Every section of the whole Plantilla with its figures, whatever the search and page (empty sections left out) */
            sections: components["schemas"]["StaffSectionHeading"][];
            /** @description Rows matching the search */
            total: number;
            /** @description Hours of the week the bars are drawn against: 40, or the longest weekly hours of any row when longer */
            week: number;
        };
        /** @description One row of the Plantilla as shown; the costs are over the service period. */
        StaffRow: {
            category: string;
            /** @description Names of the centers the row works at */
            centers: string[];
            /** @description FTE as costed (a category's substitutions: the sum of their lines) */
            fte: number;
            /** @description The worker's id, or 'sust:{category}' for a category's substitutions */
            id: string;
            /**
             * @description The section of the row
             * @enum {string}
             */
            kind: "surrogate" | "new" | "substitute";
            /** @description The worker's name, or 'Sustituciones de {category}' */
            name: string;
            /** @description People the row stands for: 1, or for a category's substitutions their FTE rounded up */
            people: number;
            /** @description The FTE as shown, to two decimals: the rows of a section add up to its shown_fte */
            shown_fte: number;
            /** @description salary + social security */
            total_cost: number;
            /** @description Weekly hours (a category's substitutions: the sum of their lines) */
            weekly_hours: number;
        };
        /** @description The heading of a section of the Plantilla, with the figures of the whole section */
        StaffSectionHeading: {
            /** @enum {string} */
            kind: "surrogate" | "new" | "substitute";
            /** @description People of the section */
            people: number;
            /** @description The section's FTE as shown, to two decimals: the sections add up to the results' total */
            shown_fte: number;
            /** @description 'Subrogados/as', 'Nuevas contrataciones' or 'Sustituciones' */
            title: string;
        };
        /** @enum {string} */
        Status: "Stopped" | "Running" | "Solved" | "Error";
        StoredDateRange: {
            date_end: components["schemas"]["IsoDate"];
            date_init: components["schemas"]["IsoDate"];
            id: string;
        };
        Subrogate: {
            agreement: components["schemas"]["NamedRef"];
            annual_bonuses: number | null;
            beginning_year: components["schemas"]["NullableIsoDate"];
            category: components["schemas"]["NamedRef"];
            category_id: components["schemas"]["Id"];
            center_group: number | null;
            center_id: components["schemas"]["NullableId"];
            contract_code: string | null;
            /** @description null: indefinido */
            contract_kind?: (string & components["schemas"]["ContractKind"]) | null;
            contract_type: components["schemas"]["ContractType"] | null;
            contract_type_id: components["schemas"]["NullableId"];
            id: components["schemas"]["Id"];
            name: string | null;
            organization_unit: string | null;
            /** @description 'Posible jubilación': seniority date more than 35 years before the end of the service */
            possible_retirement: boolean;
            salary_year: number | null;
            value_metric_working_day: components["schemas"]["WorkingDayUnit"];
            working_day: number;
            /** @description Contracted hours per week (working_day converted when PERCENT) */
            working_day_fixed: number;
        };
        /**
         * @description A surrogate of a simulation or of a previous study (the previous study's form sends only category_id,
         *     working_day, value_metric_working_day, contract_type_id, salary_year, annual_bonuses, beginning_year;
         *     centers are ignored there). Without center_id and center_group the engine places the surrogate.
         *     With PERCENT, working_day is at most 100 (400 otherwise).
         */
        SubrogateInput: {
            /**
             * Pluses anuales
             * @description Annual extras outside the agreement
             */
            annual_bonuses?: number | null;
            /**
             * Fecha de antigüedad
             * @description Seniority date
             */
            beginning_year?: components["schemas"]["NullableIsoDate"];
            /** @description An agreement category ('Categoría requerida') */
            category_id: components["schemas"]["Id"];
            center_group?: components["schemas"]["CenterGroup"];
            center_id?: components["schemas"]["NullableId"];
            /** Código de contrato */
            contract_code?: string | null;
            /**
             * Contrato a efectos de cotización
             * @description How social security is itemised for the surrogate; null or absent: indefinido
             */
            contract_kind?: (string & components["schemas"]["ContractKind"]) | null;
            /** Tipo de contrato */
            contract_type_id?: components["schemas"]["NullableId"];
            /** @description Ignored (the server sets the id) */
            id?: string;
            name?: string | null;
            /** Unidad organizativa */
            organization_unit?: string | null;
            /**
             * Salario anual pactado
             * @description Agreed annual salary when the agreement's tables do not apply
             */
            salary_year?: number | null;
            /**
             * Unidad de la jornada
             * @default FIXED
             */
            value_metric_working_day: components["schemas"]["WorkingDayUnit"];
            /**
             * Jornada
             * @description Hours per week (FIXED) or percent (PERCENT) ('Valor requerido', 'Valor incorrecto')
             */
            working_day: number;
        };
        /**
         * @description State of the last asynchronous job of its kind (an import, a parameter change, a social security discount).
         *     PENDING while the file is awaited or read, ERROR with the reason, FINISHED when done. With no job ever
         *     started the status is FINISHED.
         */
        TaskStatus: {
            /** @description With ERROR: what went wrong, to show as is (for imports: sheet, row and column of each bad row) */
            info_message: string | null;
            /** @enum {string} */
            status: "PENDING" | "ERROR" | "FINISHED";
        };
        TimeLimit: components["schemas"]["TimeLimitDay"] | components["schemas"]["TimeLimitWeek"] | components["schemas"]["TimeLimitMonth"] | components["schemas"]["TimeLimitYear"];
        TimeLimitDay: {
            /** @description Max hours per day, at most 24 (default 9) */
            max_hour: number;
            /** @enum {string} */
            time_period: "DAY";
        };
        TimeLimitMonth: {
            /** @description Max hours per month, at most 200 (optional) */
            max_hour: number;
            /** @enum {string} */
            time_period: "MONTH";
        };
        TimeLimitWeek: {
            /** @description Max hours per week (full time), at most 40 (default 40) */
            max_hour: number;
            /** @enum {string} */
            time_period: "WEEK";
        };
        TimeLimitYear: {
            /** @description Max hours per year, at most 2000 */
            max_hour: number;
            /** @enum {string} */
            time_period: "YEAR";
        };
        /** @description Where to PUT the file. `upload_url`, and when it stops being accepted (`expires_at`). */
        UploadUrl: {
            /**
             * Format: date-time
             * @description The address is refused after this instant (15 minutes by default)
             */
            expires_at: string;
            /**
             * Format: uri
             * @description Absolute URL; PUT the raw file to it with `Content-Type: mime_type`, no API key or token
             */
            upload_url: string;
        };
        ValidationFinding: {
            /** @description The launch error code (see LaunchRefused) this finding will cause; null for a warning the launch accepts */
            error_code: number | null;
            /** @description In Spanish, to show as is */
            message: string;
            /**
             * @description The form step the finding is about
             * @enum {string}
             */
            section?: "basic_data" | "centers" | "category_positions" | "fixed_work_shift" | "variable_work" | "subrogate" | "material_cost";
        };
        VariableWork: {
            center: components["schemas"]["NamedRef"];
            center_id: components["schemas"]["Id"];
            /** @description Either period list is not empty */
            exists_period_with_or_wo_work: boolean;
            /** @description recommended_time_slot is not null */
            exists_recommended_time_slot: boolean;
            fill_complete_time_slot: boolean;
            frequency: {
                amount: number;
                /** @enum {string} */
                period: "day" | "week" | "month" | "year";
                /** @enum {string} */
                period_type: "fixed_period" | "repeated_x_times_over_period" | "repeated_over_x_period";
            };
            id: components["schemas"]["Id"];
            name: string;
            number_of_workers: number | null;
            periods_with_work: components["schemas"]["StoredDateRange"][];
            periods_without_work: components["schemas"]["StoredDateRange"][];
            position: components["schemas"]["NamedRef"];
            position_id: components["schemas"]["Id"];
            recommended_time_slot: {
                time_end: components["schemas"]["HourMinute"];
                time_init: components["schemas"]["HourMinute"];
            } | null;
            weekday_work_in_holidays: boolean;
            weekdays: components["schemas"]["Weekday"][];
            work_in_holidays: boolean;
            work_time: {
                hours: number;
                minutes: number;
            };
        };
        /**
         * @description Business rules checked by the server with these messages: at least one weekday unless work_in_holidays
         *     ('Selecciona algún día de la semana.'); periods inside the service period; fill_complete_time_slot only
         *     for fixed_period with period day.
         */
        VariableWorkInput: {
            /**
             * Centro
             * @description Required
             */
            center_id: components["schemas"]["Id"];
            /**
             * Cubrir presencialidad en todo el tramo horario
             * @default false
             */
            fill_complete_time_slot: boolean;
            /** Tipo de frecuencia */
            frequency: components["schemas"]["Frequency"];
            /** @description Ignored (the server sets the id) */
            id?: string;
            /** @description Required ('Nombre requerido.') */
            name: string;
            /** @description Minimum simultaneous people; null when not chosen (then 1) */
            number_of_workers?: number | null;
            /**
             * Periodos con tarea
             * @description When not empty the task runs only inside these ranges
             * @default []
             */
            periods_with_work: components["schemas"]["DateRange"][];
            /**
             * Periodos sin trabajo
             * @default []
             */
            periods_without_work: components["schemas"]["DateRange"][];
            /**
             * Puesto
             * @description Required
             */
            position_id: components["schemas"]["Id"];
            /** Franja horaria recomendada */
            recommended_time_slot?: components["schemas"]["NullableTimeRange"];
            /** Festivos en los días seleccionados */
            weekday_work_in_holidays: boolean;
            /** Días de la semana */
            weekdays: components["schemas"]["Weekday"][];
            /** Trabajo en festivos */
            work_in_holidays: boolean;
            /** Tiempo de la tarea (hh:mm) */
            work_time: components["schemas"]["WorkTime"];
        };
        /** @enum {string} */
        Weekday: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
        /**
         * @description FIXED: working_day is hours per week (default); PERCENT: percent of the agreement's full week
         * @enum {string}
         */
        WorkingDayUnit: "FIXED" | "PERCENT";
        WorkspaceMaterialCost: {
            amount: number | null;
            cost_type: components["schemas"]["CostType"];
            id: components["schemas"]["Id"];
            name: string;
            workspace_id: components["schemas"]["Id"];
        };
        /** @description amount is required except for SALARY_PERCENT ('Valor requerido'); with SALARY_PERCENT it is 0 to 100 (400 'Valor incorrecto'). */
        WorkspaceMaterialCostInput: {
            amount?: number | null;
            cost_type: components["schemas"]["CostType"];
            /** @description Required */
            name: string;
            workspace_id?: components["schemas"]["Id"];
        };
        /** @description Length of one occurrence (the form's hh or hh:mm, 'Formato hh ó hh:mm.'); more than 0 in total */
        WorkTime: {
            hours: number;
            minutes: number;
        };
        /** @description A year of 4 digits */
        Year: number;
    };
    responses: {
        /** @description Malformed request; the message names the field */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflicts with what is stored (the message says why) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The role lacks the permission */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Does not exist or belongs to another workspace */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Only a Stopped simulation (or previous study) can be changed or launched; the message says the current status */
        NotStopped: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The name is taken in the tender: 'No pueden existir dos simulaciones con el mismo nombre en la licitación.' */
        SimulationNameTaken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, invalid or expired token or API key */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Opaque storage key chosen by the server (one path segment) */
        FileKeyPath: string;
        IdPath: components["schemas"]["Id"];
        /** @description Rows of the page, at most 500; without it, every row from `offset` on (the whole list, as before paging) */
        ListLimit: number;
        /** @description Rows to skip, in list order */
        ListOffset: number;
        /** @description Only the rows whose names contain this text, case- and accent-insensitive ('avila' finds 'Ávila'); blank: every row */
        ListSearch: string;
        WorkspaceIdQuery: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: {
        /** @description The rows the search finds in all (the page holds at most `limit` of them) */
        TotalCount: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAgreements: {
        parameters: {
            query: {
                /** @description Accent- and case-insensitive substring of the name */
                search?: string;
                workspace_id: components["parameters"]["WorkspaceIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Agreements */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgreementListItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgreementSave"];
            };
        };
        responses: {
            /** @description Saved; the agreement's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agreement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agreement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteAgreement: {
        parameters: {
            query: {
                workspace_id: components["parameters"]["WorkspaceIdQuery"];
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A center of a simulation uses the agreement */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgreementBaseChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgreementBaseChanges"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    applyAgreementBaseChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version whose changes were shown (AgreementBaseChanges.to_version) */
                    to_version: number;
                };
            };
        };
        responses: {
            /** @description The copy as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agreement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another version of the base was loaded since the changes were read */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAgreementCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NamedRef"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    agreementPdfUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such agreement, or 'Agreement not have pdf file' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agreementPdfUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A PDF file */
                    filename: string;
                    /**
                     * @description Optional; the file is PUT with `Content-Type: application/pdf`
                     * @default application/pdf
                     * @enum {string}
                     */
                    mime_type?: "application/pdf";
                };
            };
        };
        responses: {
            /** @description The address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    duplicateAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The copy's id, generated by the client */
                    new_agreement: components["schemas"]["Id"];
                    origin_agreement: components["schemas"]["Id"];
                    workspace_id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description Copied; the id is new_agreement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description 'The agreement is already duplicated': the workspace already holds a copy of it, or new_agreement is taken (the ui shows 'Ya existe una copia de este convenio.') */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    centerWorkPeriods: {
        parameters: {
            query: {
                center_id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CenterWorkPeriods"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listContractTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Contract types by key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractType"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listEvents: {
        parameters: {
            query: {
                workspace_id: components["parameters"]["WorkspaceIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved searches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    search: string;
                    workspace_id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    search: string;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    simulationSubrogatesUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpreadsheetUploadRequest"];
            };
        };
        responses: {
            /** @description The address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    simulationSubrogatesUploadStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getFile: {
        parameters: {
            query: {
                /** @description Unix time in seconds after which the URL is refused */
                expires: number;
                /** @description HMAC of the method, key and expires (base64url), made by the server */
                signature: string;
            };
            header?: never;
            path: {
                /** @description Opaque storage key chosen by the server (one path segment) */
                key: components["parameters"]["FileKeyPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The signature does not match or the address has expired */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    putFile: {
        parameters: {
            query: {
                /** @description Unix time in seconds after which the URL is refused */
                expires: number;
                /** @description HMAC of the method, key and expires (base64url), made by the server */
                signature: string;
            };
            header?: never;
            path: {
                /** @description Opaque storage key chosen by the server (one path segment) */
                key: components["parameters"]["FileKeyPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "*/*": string;
            };
        };
        responses: {
            /** @description Stored (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description The signature does not match or the address has expired */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is larger than the server accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMunicipalities: {
        parameters: {
            query: {
                workspace_id: components["parameters"]["WorkspaceIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Localities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Municipality"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createMunicipality: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    local_holidays?: components["schemas"]["LocalHolidays"];
                    /** @description Required ('Nombre requerido') */
                    name: string;
                    nuts_code?: components["schemas"]["ProvinceNutsCode"];
                    region?: components["schemas"]["RegionCode"];
                    workspace_id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The locality's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateMunicipality: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    local_holidays?: components["schemas"]["LocalHolidays"];
                    name?: string;
                    nuts_code?: components["schemas"]["ProvinceNutsCode"];
                    region?: components["schemas"]["RegionCode"];
                };
            };
        };
        responses: {
            /** @description The locality */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Municipality"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another locality of the workspace has that name */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMarketAwards: {
        parameters: {
            query?: {
                /** @description The contracting authority's name as the Plataforma writes it (case-insensitive) */
                authority?: string;
                /** @description CPV prefix (1 to 8 digits), e.g. 909 */
                cpv?: string;
                /** @description Our offer's discount (%): the answer's `below_discount_share` counts the lots won at a smaller one */
                discount?: number;
                /** @description Awards on or after this date */
                from?: string;
                /** @description NUTS prefix, e.g. ES618 (Sevilla) or ES61 (Andalucía) */
                nuts?: string;
                /** @description Awards on or before this date */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The set's figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketAwards"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listWorkspaceMaterialCosts: {
        parameters: {
            query: {
                workspace_id: components["parameters"]["WorkspaceIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Catalogue entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceMaterialCost"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createWorkspaceMaterialCost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": WithRequired<components["schemas"]["WorkspaceMaterialCostInput"], "workspace_id">;
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getWorkspaceMaterialCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceMaterialCost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateWorkspaceMaterialCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceMaterialCostInput"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceMaterialCost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteWorkspaceMaterialCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPreviousStudies: {
        parameters: {
            query: {
                project_id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Previous studies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviousStudyCard"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPreviousStudy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["PreviousStudyName"];
                    project_id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPreviousStudy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The study */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviousStudy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePreviousStudy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviousStudyUpdate"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviousStudy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    deletePreviousStudy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    previousStudyJustificationUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such study, or it has no solution yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The solution was re-costed while its file was being prepared ('La solución cambió mientras se preparaba el fichero; vuelve a pedirlo') */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    launchPreviousStudy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Launched */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviousStudyState"];
                };
            };
            /** @description The study cannot be calculated; the message says why (see above) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description 'El estudio previo no existe' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPreviousStudyMaterialCosts: {
        parameters: {
            query?: {
                /** @description Rows of the page, at most 500; without it, every row from `offset` on (the whole list, as before paging) */
                limit?: components["parameters"]["ListLimit"];
                /** @description Rows to skip, in list order */
                offset?: components["parameters"]["ListOffset"];
                /** @description Only the rows whose names contain this text, case- and accent-insensitive ('avila' finds 'Ávila'); blank: every row */
                q?: components["parameters"]["ListSearch"];
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Other costs, oldest first */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialCost"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPreviousStudyMaterialCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialCostInput"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The id sent is taken, or the study is not Stopped */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPreviousStudyMaterialCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                costId: components["schemas"]["Id"];
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cost */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialCost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePreviousStudyMaterialCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                costId: components["schemas"]["Id"];
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialCostInput"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialCost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    deletePreviousStudyMaterialCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                costId: components["schemas"]["Id"];
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    getPreviousStudyParameters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parameters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolutionParameters"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such study, or it has no solution yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePreviousStudyParameters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SolutionParametersUpdate"];
            };
        };
        responses: {
            /** @description Accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviousStudyState"];
                };
            };
            /** @description Bad values (the ui shows 'Error al procesar los datos introducidos') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The study is not Solved, or a change is still PENDING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previousStudySolutionUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such study, or it has no solution yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The solution was re-costed while its file was being prepared ('La solución cambió mientras se preparaba el fichero; vuelve a pedirlo') */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPreviousStudySubrogates: {
        parameters: {
            query?: {
                /** @description Rows of the page, at most 500; without it, every row from `offset` on (the whole list, as before paging) */
                limit?: components["parameters"]["ListLimit"];
                /** @description Rows to skip, in list order */
                offset?: components["parameters"]["ListOffset"];
                /** @description Only the rows whose names contain this text, case- and accent-insensitive ('avila' finds 'Ávila'); blank: every row */
                q?: components["parameters"]["ListSearch"];
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Surrogates, oldest first */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["TotalCount"];
                    /** @description The weekly hours (working_day_fixed) of every surrogate the search finds, summed: the list's 'Total de horas semanales' */
                    "X-Weekly-Hours"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subrogate"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPreviousStudySubrogate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubrogateInput"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    getPreviousStudySubrogate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                subrogateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The surrogate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subrogate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePreviousStudySubrogate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                subrogateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubrogateInput"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subrogate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    deletePreviousStudySubrogate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                subrogateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    previousStudySubrogatesDownloadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    previousStudySubrogatesUploadStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    previousStudySubrogatesUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpreadsheetUploadRequest"];
            };
        };
        responses: {
            /** @description The address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    listProjects: {
        parameters: {
            query: {
                limit?: number;
                /** @description Accent- and case-insensitive substring of the name */
                search_string?: string;
                /** @description The next_start_id of the previous page (the first tender of the page asked for); one of another workspace answers 400 */
                start_id_project?: components["schemas"]["Id"];
                workspace_id: components["parameters"]["WorkspaceIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["ProjectName"];
                    workspace_id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tender */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contracting_authority?: components["schemas"]["ContractingAuthority"];
                    estimated_value?: components["schemas"]["EstimatedValue"];
                    extension_months?: components["schemas"]["ExtensionMonths"];
                    file_number?: components["schemas"]["FileNumber"];
                    lot?: components["schemas"]["Lot"];
                    name: components["schemas"]["ProjectName"];
                };
            };
        };
        responses: {
            /** @description Renamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    tenderComparisonUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComparisonRequest"];
            };
        };
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    placspRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlacspRefreshRequest"];
            };
        };
        responses: {
            /** @description Applied */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacspRefreshAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many notices read from their address at once (url, or the stored address read again); the Spanish message says to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    placspRefreshPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlacspRefreshSource"];
            };
        };
        responses: {
            /** @description The changes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacspRefreshPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many notices read from their address at once (url, or the stored address read again); the Spanish message says to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    placspRefreshUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Archivo del anuncio
                     * @description A saved feed page or entry (.atom or .xml)
                     */
                    filename: string;
                };
            };
        };
        responses: {
            /** @description The address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacspUploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listProjectSimulations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Simulations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationCard"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    placspImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlacspImportRequest"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacspImportAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many notices read from their address at once (url, or the stored address read again); the Spanish message says to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    placspImportPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlacspSource"];
            };
        };
        responses: {
            /** @description The notices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacspPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many notices read from their address at once (url, or the stored address read again); the Spanish message says to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    placspImportUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A saved feed page or entry (.atom or .xml) */
                    filename: string;
                    workspace_id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacspUploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createSimulation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["SimulationName"];
                    project_id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description Created; the new simulation's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["SimulationNameTaken"];
        };
    };
    getSimulation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The simulation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Simulation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSimulation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimulationUpdate"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Simulation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The name is taken in the tender ('No pueden existir dos simulaciones con el mismo nombre en la licitación.') or the simulation is not Stopped */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSimulation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSimulationBounds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bounds, in the results order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolutionBound"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such simulation in the workspace, or no run has produced results yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelSimulation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The simulation is not Running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCategoryPositions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assignment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryPositions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveCategoryPositions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryPositionsSave"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryPositions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    listSimulationCenters: {
        parameters: {
            query?: {
                /** @description Rows of the page, at most 500; without it, every row from `offset` on (the whole list, as before paging) */
                limit?: components["parameters"]["ListLimit"];
                /** @description Rows to skip, in list order */
                offset?: components["parameters"]["ListOffset"];
                /** @description Only the rows whose names contain this text, case- and accent-insensitive ('avila' finds 'Ávila'); blank: every row */
                q?: components["parameters"]["ListSearch"];
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Centers */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Center"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveSimulationCenters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CentersSave"];
            };
        };
        responses: {
            /** @description Saved; the centers as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Center"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such simulation, or a center_id, municipality_id or agreement_id it cannot see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A removed center has shifts or tasks, or the simulation is not Stopped */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    centersExcelDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    centersExcelStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    centersExcelUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpreadsheetUploadRequest"];
            };
        };
        responses: {
            /** @description The address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    listSimulationEvents: {
        parameters: {
            query?: {
                /** @description Rows of the page, at most 500; without it, every row from `offset` on (the whole list, as before paging) */
                limit?: components["parameters"]["ListLimit"];
                /** @description Rows to skip, in list order */
                offset?: components["parameters"]["ListOffset"];
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events, newest first */
            200: {
                headers: {
                    /** @description How many of all the simulation's events (not only the page's) are errors: Progreso's header */
                    "X-Error-Count"?: number;
                    "X-Total-Count": components["headers"]["TotalCount"];
                    /** @description How many of all the simulation's events (not only the page's) are warnings: Progreso's header */
                    "X-Warning-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSimulationExplanations: {
        parameters: {
            query?: {
                /** @description Sentences of the page, 1 to 200 */
                limit?: number;
                /** @description How many matching sentences to skip */
                offset?: number;
                /** @description Accent- and case-insensitive substring of the group's heading (group and position) or of the sentence */
                search?: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExplanationsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such simulation in the workspace, or no run has produced results yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFixedWorkShifts: {
        parameters: {
            query?: {
                /** @description Rows of the page, at most 500; without it, every row from `offset` on (the whole list, as before paging) */
                limit?: components["parameters"]["ListLimit"];
                /** @description Rows to skip, in list order */
                offset?: components["parameters"]["ListOffset"];
                /** @description Only the rows whose names contain this text, case- and accent-insensitive ('avila' finds 'Ávila'); blank: every row */
                q?: components["parameters"]["ListSearch"];
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fixed shifts, oldest first */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FixedWorkShift"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createFixedWorkShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FixedWorkShiftInput"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    getFixedWorkShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                shiftId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shift */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FixedWorkShift"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateFixedWorkShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                shiftId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FixedWorkShiftInput"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FixedWorkShift"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    deleteFixedWorkShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                shiftId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    simulationFormularioUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSimulationJustification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grounds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JustificationGrounds"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSimulationJustification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JustificationGrounds"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JustificationGrounds"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    simulationJustificationUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such simulation, or it has no solution yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The solution was re-costed while its file was being prepared ('La solución cambió mientras se preparaba el fichero; vuelve a pedirlo') */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    launchSimulation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Launched */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
            /** @description Launch refused */
            460: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchRefused"];
                };
            };
        };
    };
    listSimulationMaterialCosts: {
        parameters: {
            query?: {
                /** @description Rows of the page, at most 500; without it, every row from `offset` on (the whole list, as before paging) */
                limit?: components["parameters"]["ListLimit"];
                /** @description Rows to skip, in list order */
                offset?: components["parameters"]["ListOffset"];
                /** @description Only the rows whose names contain this text, case- and accent-insensitive ('avila' finds 'Ávila'); blank: every row */
                q?: components["parameters"]["ListSearch"];
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Other costs, oldest first */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialCost"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createSimulationMaterialCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": WithRequired<components["schemas"]["MaterialCostInput"], "center_id">;
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The id sent is taken, or the simulation is not Stopped */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSimulationMaterialCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                costId: components["schemas"]["Id"];
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cost */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialCost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSimulationMaterialCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                costId: components["schemas"]["Id"];
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": WithRequired<components["schemas"]["MaterialCostInput"], "center_id">;
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialCost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    deleteSimulationMaterialCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                costId: components["schemas"]["Id"];
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    listSimulationPositions: {
        parameters: {
            query?: {
                center_id?: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Positions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Position"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createSimulationPosition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The position's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    getSimulationResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such simulation, or no run has produced results yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSocialSecurityEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description New hires */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialSecurityEmployee"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such simulation, or it has no solution yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSocialSecurityEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employees: {
                        id: components["schemas"]["Id"];
                        /** @description true = discounted */
                        social_security_activate: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Accepted; the job state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description No solution to re-cost, or a change is still PENDING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSocialSecurityStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    simulationSolutionUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such simulation, or it has no solution yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The solution was re-costed while its file was being prepared ('La solución cambió mientras se preparaba el fichero; vuelve a pedirlo') */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSimulationSubrogates: {
        parameters: {
            query?: {
                /** @description Rows of the page, at most 500; without it, every row from `offset` on (the whole list, as before paging) */
                limit?: components["parameters"]["ListLimit"];
                /** @description Rows to skip, in list order */
                offset?: components["parameters"]["ListOffset"];
                /** @description Only the rows whose names contain this text, case- and accent-insensitive ('avila' finds 'Ávila'); blank: every row */
                q?: components["parameters"]["ListSearch"];
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Surrogates, oldest first */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["TotalCount"];
                    /** @description The weekly hours (working_day_fixed) of every surrogate the search finds, summed: the list's 'Total de horas semanales' */
                    "X-Weekly-Hours"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subrogate"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createSimulationSubrogate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubrogateInput"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /** @description Malformed, or more hours than the agreement allows ('Surrogate is assigned more hours than allowed') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    getSimulationSubrogate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                subrogateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The surrogate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subrogate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSimulationSubrogate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                subrogateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubrogateInput"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subrogate"];
                };
            };
            /** @description Malformed, or more hours than the agreement allows ('Surrogate is assigned more hours than allowed') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    deleteSimulationSubrogate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                subrogateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    simulationSubrogatesDownloadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    simulationUploadStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    simulationUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An Excel workbook (`.xlsx`) */
                    filename: string;
                    mime_type: string;
                    project_uid: components["schemas"]["Id"];
                    simulation_uid: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationUploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    validateSimulation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The findings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationValidation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listVariableWorks: {
        parameters: {
            query?: {
                /** @description Rows of the page, at most 500; without it, every row from `offset` on (the whole list, as before paging) */
                limit?: components["parameters"]["ListLimit"];
                /** @description Rows to skip, in list order */
                offset?: components["parameters"]["ListOffset"];
                /** @description Only the rows whose names contain this text, case- and accent-insensitive ('avila' finds 'Ávila'); blank: every row */
                q?: components["parameters"]["ListSearch"];
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hourly tasks, oldest first */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VariableWork"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createVariableWork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VariableWorkInput"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    getVariableWork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                workId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The task */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VariableWork"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateVariableWork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                workId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VariableWorkInput"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VariableWork"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    deleteVariableWork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                workId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotStopped"];
        };
    };
    duplicateSimulation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The copy's id, generated by the client */
                    new_simulation: components["schemas"]["Id"];
                    origin_simulation: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description Copied; the id is new_simulation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description new_simulation is already the id of something */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    simulationFromPreviousStudy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                previousStudyId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created; the new simulation's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSolutionDefaultParameters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parameters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolutionParameters"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSolutionParameters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parameters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolutionParameters"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such simulation, or it has no solution yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSolutionParameters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SolutionParametersUpdate"];
            };
        };
        responses: {
            /** @description Accepted; the job state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The simulation is not solved, so its solution cannot be re-costed ('La simulación no está resuelta: …') */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSolutionEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Workers, surrogates first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolutionEmployee"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such simulation, or it has no solution yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSolutionParametersStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSolutionRoster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roster, surrogates first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RosterWorker"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such simulation in the workspace, or it has no solution yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSolutionRosterPage: {
        parameters: {
            query?: {
                /** @description Only workers of the category of this name ('' or absent: every category) */
                category?: string;
                /** @description Only workers with hours at the center of this name ('' or absent: every center) */
                center?: string;
                /** @description Rows of the page, 1 to 200 */
                limit?: number;
                /** @description How many matching rows to skip */
                offset?: number;
                /** @description Accent- and case-insensitive substring of the worker's name, category or one of its centers */
                search?: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RosterPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such simulation in the workspace, or it has no solution yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSolutionStaffPage: {
        parameters: {
            query?: {
                /** @description Rows of the page, 1 to 200 */
                limit?: number;
                /** @description How many matching rows to skip */
                offset?: number;
                /** @description Accent- and case-insensitive substring of the row's name, category or one of its centers */
                search?: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such simulation in the workspace, or it has no solution yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
